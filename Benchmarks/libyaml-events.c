/* The libyaml baseline: parses a file into events (no tree), REPEAT times, and prints the best
 * time and MB/s. Built and run by Benchmarks/run.sh when libyaml's headers are installed:
 *   cc -O2 Benchmarks/libyaml-events.c -lyaml -o libyaml-events && ./libyaml-events FILE [REPEAT] */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <yaml.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: libyaml-events FILE [REPEAT]\n"); return 64; }
    int repeat = argc > 2 ? atoi(argv[2]) : 5;
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 66; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *data = malloc(size);
    if (fread(data, 1, size, file) != (size_t)size) { perror("read"); return 74; }
    fclose(file);
    double best = 1e30;
    long events = 0;
    for (int run = 0; run < repeat; run++) {
        yaml_parser_t parser;
        yaml_event_t event;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_string(&parser, data, size);
        double start = now();
        events = 0;
        for (;;) {
            if (!yaml_parser_parse(&parser, &event)) {
                fprintf(stderr, "libyaml: %s at line %zu\n", parser.problem, parser.problem_mark.line + 1);
                return 65;
            }
            int done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            events++;
            if (done) break;
        }
        double elapsed = now() - start;
        if (elapsed < best) best = elapsed;
        yaml_parser_delete(&parser);
    }
    printf("%.3f s  %.1f MB/s  (%ld events)\n", best, size / 1e6 / best, events);
    return 0;
}
