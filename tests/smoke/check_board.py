#!/usr/bin/env python3
"""Checks that a screenshot shows the board: a real PNG of the expected size,
many colours (not blank, not one colour), and wooden browns in the middle.

Usage: check_board.py <file.png> [width height]
Only the standard library: PNG is decoded by hand (8-bit RGB or RGBA)."""
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour = header[:4]
    if depth != 8 or colour not in (2, 6):
        sys.exit(f"{path}: unexpected PNG format (depth {depth}, colour type {colour})")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1 : at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                pred = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + pred) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def main():
    path = sys.argv[1]
    width, height, channels, rows = decode(path)
    if len(sys.argv) == 4 and (width, height) != (int(sys.argv[2]), int(sys.argv[3])):
        sys.exit(f"{path}: {width}x{height}, expected {sys.argv[2]}x{sys.argv[3]}")
    colours, wood, samples = set(), 0, 0
    for y in range(height // 4, 3 * height // 4, 3):
        row = rows[y]
        for x in range(width // 4, 3 * width // 4, 3):
            r, g, b = row[x * channels : x * channels + 3]
            colours.add((r >> 3, g >> 3, b >> 3))
            samples += 1
            if r > g > b and 60 <= r <= 230 and r - b >= 40:
                wood += 1
    share = wood / samples
    print(f"{path}: {width}x{height}, {len(colours)} colours in the middle, {share:.0%} wooden")
    if len(colours) < 50:
        sys.exit(f"{path}: almost one colour: no board was drawn")
    if share < 0.25:
        sys.exit(f"{path}: the middle is not wooden: no board on it")


main()
