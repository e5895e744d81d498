#!/usr/bin/env python3
"""The types of `tests/heavy.rs` that one case names, and nothing else.

    scripts/heavy-own-types.py <cases.rs> '<src type>' '<dst type>' >own.rs

Reads the shared part of `tests/heavy.rs` ("The cases." on, as
`scripts/bench-compile-time.sh` copies it) and writes it again with only
the type definitions that the two types need: the ones they name, and the
ones those definitions name in turn (in their own text, or in the body of
a macro of the file they invoke: `ReversedPayloads256`'s variants take
their tags from `Tags256`). Macros, `use` lines and the case tables are
kept; the other definitions, and the comments above them, are left out.

So a crate built from the output defines the case's own types only, as a
crate of a few types would: the compiler's specialization graph of
`Layout`, which decodes the self type of every impl of the trait in every
crate a check sees, is then the size a typical crate's is, where
`tests/heavy.rs`'s 275 unions of 64 fields make it several times larger.
"""

import re
import sys

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def statements(text):
    """Top-level statements, each with the comment lines above it."""
    items, current, depth, pending = [], [], 0, []
    for line in text.splitlines(keepends=True):
        if not current and depth == 0:
            stripped = line.strip()
            if stripped == "" or stripped.startswith("//"):
                pending.append(line)
                if stripped == "":
                    items.append(("".join(pending), ""))
                    pending = []
                continue
        current.append(line)
        code = re.sub(r"//.*", "", line)
        code = re.sub(r'"([^"\\]|\\.)*"', '""', code)
        depth += sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")
        if depth == 0 and code.rstrip().endswith((";", "}", ")")):
            items.append(("".join(pending), "".join(current)))
            current, pending = [], []
    if current or pending:
        items.append(("".join(pending), "".join(current)))
    return items


def defined(statement):
    """The type a statement defines, or None (macros, `use`, tables)."""
    match = re.match(r"with_names!\(\s*\[[^\]]*\],\s*\w+!\s*\{\s*(\w+)", statement)
    if match:
        return match.group(1)
    match = re.match(r"described!\s*\{.*?\bpub\s+(?:struct|enum|union)\s+(\w+)", statement, re.S)
    if match:
        return match.group(1)
    match = re.match(r"pub\s+type\s+(\w+)", statement)
    if match:
        return match.group(1)
    return None


def main():
    path, *types = sys.argv[1:]
    items = statements(open(path).read())
    macros = {}
    for _, statement in items:
        match = re.match(r"macro_rules!\s+(\w+)", statement)
        if match:
            macros[match.group(1)] = statement
    definitions = {defined(s): s for _, s in items if defined(s)}

    def named(text):
        """The defined types a text names, through the macros it invokes."""
        seen, todo, names = set(), [text], set()
        while todo:
            part = todo.pop()
            names |= {word for word in IDENT.findall(part) if word in definitions}
            for macro in re.findall(r"\b(\w+)!", part):
                if macro in macros and macro not in seen:
                    seen.add(macro)
                    todo.append(macros[macro])
        return names

    wanted, todo = set(), list(named(" ".join(types)))
    while todo:
        name = todo.pop()
        if name not in wanted:
            wanted.add(name)
            todo.extend(named(definitions[name]) - wanted)
    for comments, statement in items:
        name = defined(statement)
        if name is None or name in wanted:
            sys.stdout.write(comments + statement)
    print(f"// Types kept: {', '.join(sorted(wanted)) or 'none'}.")


main()
