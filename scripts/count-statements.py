#!/usr/bin/env python3
"""Where const evaluation goes in a crate of checks: the statements it runs,
by check and by function, read from the compiler's trace of it.

    cd "$BENCH_DIR/transmutable/pairs" && touch src/lib.rs &&
        RUSTC_LOG=rustc_const_eval::interpret=info cargo build 2>&1 |
        scripts/count-statements.py "$BENCH_DIR/pairs.txt"

The trace (`RUSTC_LOG=rustc_const_eval::interpret=info`, which the stable
compiler prints) has a line for each frame const evaluation pushes (a call,
or a constant evaluated) and one for each MIR statement it runs, indented
by depth. The checks of `scripts/bench-typical-pairs.sh` are item-level
constants named `_`, evaluated in the order of the source, which is that of
`pairs.txt` ("Src|Dst|Assumption" a line); each check's statements are
counted, apart from those of constants it evaluates on the way (a type's
description the first time a check asks for it). Statements are a
measure of const evaluation's work, not of the compiler's instructions:
a statement costs several hundred of them, and a call several thousand.

Prints the statements of all checks, by assumption, the dearest checks,
and the functions whose own statements (inside checks) are the most.
"""

import collections
import re
import sys

FRAME = re.compile(r"^( *)rustc_const_eval::interpret::stack::frame frame=(.*)$")
STEP = " INFO rustc_const_eval::interpret::step "


def is_constant(name):
    last = name.split("::")[-1]
    return last.startswith("{constant") or (last[:1].isupper() and last.upper() == last and last != "_")


def short(name):
    """The function's path without its generic arguments."""
    return re.sub(r"::<[^>]*(<[^>]*>[^>]*)*>", "", name)


def main():
    pairs = [line.strip() for line in open(sys.argv[1]) if line.strip()]
    shown = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    stack = []  # (indent, name, inside a constant other than a check)
    tops = []  # [name, statements]
    own = collections.Counter()
    for line in sys.stdin:
        frame = FRAME.match(line)
        if frame:
            indent, name = len(frame.group(1)), frame.group(2)
            while stack and stack[-1][0] >= indent:
                stack.pop()
            if stack:
                constant = is_constant(name) or stack[-1][2]
            else:
                constant = name != "_"
                tops.append([name, 0])
            stack.append((indent, name, constant))
            continue
        at = line.find(STEP)
        if at < 0 or "// executing bb" in line:
            continue
        # A statement's time field ends five columns after its frame's indent.
        indent = at - 5
        while stack and stack[-1][0] > indent:
            stack.pop()
        if not stack or not tops:
            continue
        _, name, constant = stack[-1]
        if not constant:
            tops[-1][1] += 1
            own[short(name)] += 1
    checks = [statements for name, statements in tops if name == "_"]
    if len(checks) != len(pairs):
        sys.exit(f"error: {len(checks)} checks in the trace, {len(pairs)} pairs")
    total = sum(checks)
    by_assumption = collections.Counter()
    for statements, pair in zip(checks, pairs):
        by_assumption[pair.split("|")[2]] += statements
    print(f"{len(checks)} checks: {total} statements")
    for assumption, statements in sorted(by_assumption.items()):
        print(f"  under {assumption}: {statements} ({statements / total:.0%})")
    ranked = sorted(zip(checks, pairs), reverse=True)
    for count in (10, 50, 100, 200):
        print(f"  the {count} dearest: {sum(s for s, _ in ranked[:count]) / total:.0%}")
    print(f"the {shown} dearest checks:")
    for statements, pair in ranked[:shown]:
        print(f"  {statements:8d}  {pair}")
    print(f"the {shown} functions with the most statements of their own in checks:")
    for name, statements in own.most_common(shown):
        print(f"  {statements:8d} {statements / total:6.1%}  {name}")


if __name__ == "__main__":
    main()
