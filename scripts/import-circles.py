#!/usr/bin/env python3
"""The import graph between the source files of src/, and its circles.

A file imports another when it names an item through a path that leads into it: a `use`
(`use crate::parse::Puzzle;`, `use super::{a, b};`) or a path in code (`crate::grid::box_of`),
from `crate::`, `super::`, `self::`, or a child module it declares (`mod x;` then `x::Y`,
`pub use x::Y`). A path resolves to the deepest file it names: `crate::parse::variant::Form`
is `src/parse/variant/mod.rs` unless `form.rs` exists there. Declaring a module (`mod x;`) is
not an import. Test modules (`#[cfg(test)] mod tests`, files under `tests/`) are left out.

Prints each circle (a strongly connected component of more than one file) with the imports
inside it, and exits with status 1 if there is any; prints `no circles` and exits 0 otherwise.

    python3 scripts/import-circles.py [SRC]
"""

import os
import re
import sys


def module_path(root, path):
    """The module path of a source file: src/parse/line/mod.rs is ['parse', 'line']."""
    parts = os.path.relpath(path, root)[:-3].split(os.sep)
    if parts[-1] in ('mod', 'lib', 'main'):
        parts = parts[:-1]
    return tuple(parts)


def without_tests(text):
    """The text before the first `#[cfg(test)] mod …`, without line comments."""
    found = re.search(r'#\[cfg\(test\)\]\s*mod \w+', text)
    if found:
        text = text[:found.start()]
    text = re.sub(r'//.*', '', text)
    # Visibility paths (`pub(in crate::parse)`) are no imports.
    return re.sub(r'pub\(in [\w:]+\)', 'pub', text)


def imports(root, files, path, text):
    """The files `path` imports."""
    modules = {module_path(root, p): p for p in files}

    def resolve(parts):
        for k in range(len(parts), -1, -1):
            if tuple(parts[:k]) in modules:
                return modules[tuple(parts[:k])]
        return None

    me = module_path(root, path)

    def base_of(head, parts):
        if head == 'crate':
            return [], parts
        if head == 'self':
            return list(me), parts
        base = list(me[:-1])
        while parts and parts[0] == 'super':
            base, parts = base[:-1], parts[1:]
        return base, parts

    found = set()

    def add(parts):
        target = resolve(parts)
        if target and target != path:
            found.add(target)

    # Whole paths: `crate::a::b::Item` (not followed by `::{`, handled below).
    for m in re.finditer(r'\b(crate|super|self)((?:::\w+)+)(?!\w|::)', text):
        base, parts = base_of(m.group(1), m.group(2).split('::')[1:])
        add(base + parts)
    # Groups: `crate::a::{b, c::d}`.
    for m in re.finditer(r'\b(crate|super|self)((?:::\w+)*)::\{([^;]*?)\};', text, re.S):
        base, parts = base_of(m.group(1), m.group(2).split('::')[1:])
        inner = re.sub(r'\{[^}]*\}', '', m.group(3))
        for item in inner.split(','):
            item = item.strip().split(' as ')[0]
            if item and item != 'self':
                add(base + parts + item.split('::'))
            elif item == 'self':
                add(base + parts)
    # Paths through a child module this file declares: `mod x;` then `x::Y`.
    for child in re.findall(r'^\s*(?:pub(?:\([^)]*\))?\s+)?mod (\w+);', text, re.M):
        for m in re.finditer(r'(?<![\w:])' + child + r'((?:::\w+)+)', text):
            add(list(me) + [child] + m.group(1).split('::')[1:])
        for m in re.finditer(r'(?<![\w:])' + child + r'((?:::\w+)*)::\{([^;]*?)\};', text, re.S):
            inner = re.sub(r'\{[^}]*\}', '', m.group(2))
            for item in inner.split(','):
                item = item.strip().split(' as ')[0]
                if item:
                    add(list(me) + [child] + m.group(1).split('::')[1:] + item.split('::'))
    return found


def circles(edges):
    """The strongly connected components of more than one file (Tarjan's algorithm)."""
    index, low, stack, on_stack, components = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return components


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'src')
    files = {}
    for directory, _, names in os.walk(root):
        for name in names:
            path = os.path.join(directory, name)
            if name.endswith('.rs') and 'tests' not in path.split(os.sep) and name != 'tests.rs':
                with open(path, encoding='utf-8') as source:
                    files[path] = without_tests(source.read())
    edges = {path: imports(root, files, path, text) for path, text in files.items()}
    found = circles(edges)
    for component in found:
        print(f'circle of {len(component)} files:')
        for path in component:
            inside = sorted(w for w in edges[path] if w in component)
            print(f'  {os.path.relpath(path, root)} -> {", ".join(os.path.relpath(w, root) for w in inside)}')
    if found:
        sys.exit(1)
    print(f'no circles ({len(files)} files)')


if __name__ == '__main__':
    main()
