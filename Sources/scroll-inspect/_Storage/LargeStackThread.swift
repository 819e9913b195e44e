// Part of the tool's system calls, fenced (scripts/check-unsafe-fence.sh): the thread's argument
// is an unmanaged reference.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ScrollInspectCore

/// What the run's thread hands back.
final class RunBox {
    let arguments: [String]
    var status: CommandStatus?

    init(arguments: [String]) {
        self.arguments = arguments
    }
}

/// Runs the tool on a thread with a large stack. Parsing, decoding, layout and reports do not
/// recurse per level of nesting, but releasing a deep scene's tree does (about 250 bytes a
/// level; docs/limits.md); 1 GiB of reserved address space makes that a non-question.
func runOnLargeStack(_ arguments: [String]) -> CommandStatus {
    let box = RunBox(arguments: arguments)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    pthread_attr_setstacksize(&attributes, 1 << 30)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(box).toOpaque()
    let created = pthread_create(
        &thread, &attributes,
        { context in
            let box = Unmanaged<RunBox>.fromOpaque(context!).takeRetainedValue()
            var output = StandardOutput()
            box.status = ScrollInspect.run(box.arguments, environment: ProcessEnvironment(), output: &output)
            return nil
        }, context)
    pthread_attr_destroy(&attributes)
    guard created == 0 else {
        // No thread: run here, on the main thread's stack.
        let box = Unmanaged<RunBox>.fromOpaque(context).takeRetainedValue()
        var output = StandardOutput()
        return ScrollInspect.run(box.arguments, environment: ProcessEnvironment(), output: &output)
    }
    pthread_join(thread, nil)
    return box.status!
}
