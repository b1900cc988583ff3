#!/usr/bin/env python3
"""Writes the Unicode character database of the local CPython (3.11: Unicode 14.0.0) as the interpreter's
unicodedata table: src/main/resources/io/agentcage/interpreter/internal/stdlib/unicodedata.txt.

Format: a header line 'unicodedata <version>', then one line per distinct property tuple
'category bidirectional combining east_asian_width mirrored decimal digit numeric' ('-' for none), a line '%',
then runs 'start-hex tuple-index' covering U+0000..U+10FFFF in order. Run from anywhere: python3 gen_unicodedata.py
"""
import pathlib
import unicodedata as u

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parent.parent / "main" / "resources" / "io" / "agentcage" / "interpreter" / "modules" / "unicodedata.txt"


def main():
    props, index, runs, prev = [], {}, [], None
    for cp in range(0x110000):
        c = chr(cp)
        numeric = u.numeric(c, None)
        p = (u.category(c), u.bidirectional(c) or '-', str(u.combining(c)), u.east_asian_width(c),
             str(u.mirrored(c)), str(u.decimal(c, '-')), str(u.digit(c, '-')),
             '-' if numeric is None else repr(numeric))
        if p != prev:
            if p not in index:
                index[p] = len(props)
                props.append(p)
            runs.append('%x %d' % (cp, index[p]))
            prev = p
    lines = ['unicodedata ' + u.unidata_version] + [' '.join(p) for p in props] + ['%'] + runs
    OUT.write_text('\n'.join(lines) + '\n')
    print(OUT, len(props), 'tuples', len(runs), 'runs')


if __name__ == '__main__':
    main()
