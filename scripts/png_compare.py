#!/usr/bin/env python3
"""Compare two PNG images pixel by pixel, within a tolerance, using only the standard library.

Usage: png_compare.py REFERENCE ACTUAL [--diff DIFF.png] [--threshold N] [--max-diff FRACTION]

A pixel differs when any of its R, G, B, A channels differs by more than THRESHOLD (default 48
of 255: anti-aliasing noise stays below it, a moved line or a changed colour does not). The
images match when they have the same size and at most FRACTION of their pixels differ
(default 0.0002, i.e. 0.02 %: about 140 pixels of a 375 x 812 scene with its legend; a
navigation bar moved by 36 pt changes some 1,200). Prints one line saying what differed; with
--diff, writes an image of the actual picture faded to grey with the differing pixels in
vermillion.

Exit status: 0 match, 1 mismatch, 2 unreadable input.

Decodes 8-bit greyscale, grey+alpha, RGB and RGBA PNGs without interlacing (what rsvg-convert
writes); anything else is reported as unreadable rather than guessed at.
"""
import argparse
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}


class PNGError(Exception):
    pass


def read_png(path):
    """Returns (width, height, rgba bytes)."""
    with open(path, "rb") as handle:
        data = handle.read()
    if not data.startswith(SIGNATURE):
        raise PNGError(f"{path}: not a PNG file")
    pos, idat, header = len(SIGNATURE), [], None
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise PNGError(f"{path}: no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in CHANNELS or interlace != 0:
        raise PNGError(f"{path}: unsupported PNG (bit depth {depth}, colour type {colour}, interlace {interlace})")
    channels = CHANNELS[colour]
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    pixels = bytearray(height * stride)
    previous = bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        unfilter(kind, line, previous, channels, path)
        pixels[row * stride:(row + 1) * stride] = line
        previous = line
    return width, height, to_rgba(pixels, channels)


def unfilter(kind, line, previous, bpp, path):
    if kind == 0:
        return
    if kind == 1:
        for i in range(bpp, len(line)):
            line[i] = (line[i] + line[i - bpp]) & 0xFF
    elif kind == 2:
        for i in range(len(line)):
            line[i] = (line[i] + previous[i]) & 0xFF
    elif kind == 3:
        for i in range(len(line)):
            left = line[i - bpp] if i >= bpp else 0
            line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
    elif kind == 4:
        for i in range(len(line)):
            a = line[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
            line[i] = (line[i] + predictor) & 0xFF
    else:
        raise PNGError(f"{path}: unknown filter type {kind}")


def to_rgba(pixels, channels):
    if channels == 4:
        return bytes(pixels)
    out = bytearray()
    for i in range(0, len(pixels), channels):
        px = pixels[i:i + channels]
        if channels == 1:
            out += bytes((px[0], px[0], px[0], 255))
        elif channels == 2:
            out += bytes((px[0], px[0], px[0], px[1]))
        else:
            out += bytes((px[0], px[1], px[2], 255))
    return bytes(out)


def write_png(path, width, height, rgba):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + rgba[y * width * 4:(y + 1) * width * 4] for y in range(height))
    with open(path, "wb") as handle:
        handle.write(SIGNATURE + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def compare(reference, actual, threshold, max_diff, diff_path):
    # The same bytes are the same pixels: no need to decode (a PNG decoder in Python takes seconds
    # for a 1400 x 1000 screenshot).
    with open(reference, "rb") as one, open(actual, "rb") as other:
        if one.read() == other.read():
            print(f"{actual}: matches {reference}: the same file")
            return 0
    rw, rh, rpx = read_png(reference)
    aw, ah, apx = read_png(actual)
    if (rw, rh) != (aw, ah):
        print(f"{actual}: size {aw}x{ah} differs from the reference {reference} ({rw}x{rh})")
        return 1
    differing, box = 0, [aw, ah, -1, -1]
    marked = set()
    stride = aw * 4
    # Rows that are byte for byte the same are skipped whole (a browser screenshot of 1400 x 1000
    # compares in a fraction of a second when little differs).
    for row in range(ah):
        start = row * stride
        if apx[start:start + stride] == rpx[start:start + stride]:
            continue
        for index in range(start, start + stride, 4):
            a, r = apx[index:index + 4], rpx[index:index + 4]
            if max(abs(a[0] - r[0]), abs(a[1] - r[1]), abs(a[2] - r[2]), abs(a[3] - r[3])) > threshold:
                differing += 1
                x, y = (index // 4) % aw, row
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
                marked.add(index)
    diff = None
    if diff_path and differing:
        diff = bytearray(len(apx))
        for index in range(0, len(apx), 4):
            if index in marked:
                diff[index:index + 4] = b"\xd5\x5e\x00\xff"
            else:
                a = apx[index:index + 4]
                grey = 192 + (a[0] + a[1] + a[2]) // 12
                diff[index:index + 4] = bytes((grey, grey, grey, 255))
    total = aw * ah
    fraction = differing / total
    verdict = "matches" if fraction <= max_diff else "DIFFERS from"
    where = f" within x {box[0]}..{box[2]}, y {box[1]}..{box[3]}" if differing else ""
    line = (f"{actual}: {verdict} {reference}: {differing} of {total} pixels differ ({fraction:.3%}, "
            f"allowed {max_diff:.3%}, channel threshold {threshold}){where}")
    if diff is not None and differing:
        write_png(diff_path, aw, ah, bytes(diff))
        line += f"; diff image {diff_path}"
    print(line)
    return 0 if fraction <= max_diff else 1


def main():
    parser = argparse.ArgumentParser(description="Compare two PNG images within a tolerance.")
    parser.add_argument("reference")
    parser.add_argument("actual")
    parser.add_argument("--diff", help="write a diff image here when pixels differ")
    parser.add_argument("--threshold", type=int, default=48)
    parser.add_argument("--max-diff", type=float, default=0.0002)
    args = parser.parse_args()
    try:
        return compare(args.reference, args.actual, args.threshold, args.max_diff, args.diff)
    except (OSError, PNGError, zlib.error) as error:
        print(f"png_compare: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
