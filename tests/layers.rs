//! The library's layers, kept one-way.
//!
//! Reads every source file of the library and of the derive, collects the paths that name the crate's own
//! modules (`crate::…`, `super::…`, in `use` lines and in expressions alike), and fails, naming the file and
//! the import, when a module reaches a layer above its own. ARCHITECTURE.md lists the layers. The arrows
//! that still point up are written in `KNOWN_UPWARD` (issue 29): a new one fails the test, and so does an
//! entry that no longer occurs, so the list only shrinks. Test modules and comments (doc tests included)
//! are left out: they are the library's users, not its parts.
//!
//! The test also finds the circles between files (strongly connected components of the import graph) and
//! fails when there are more than `CIRCLES_AT_MOST`.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The library's layers, bottom first; a file may use its own layer and the ones below it.
const LAYERS: &[(&str, &[&str])] = &[
    ("byte sets", &["byte_set", "text", "limits"]),
    ("descriptions", &["description", "path", "lifetime", "integers"]),
    ("automaton", &["automaton"]),
    ("query", &["query", "assume", "verdict", "validate"]),
    ("pictures", &["picture"]),
    ("answers and explanations", &["answer"]),
    ("public API", &["", "layout", "transmute", "traits", "portable", "byteorder", "bit_fields", "foreign"]),
];

/// Arrows that point up today, each `(file, import, issue)`. Remove an entry when its arrow is gone.
const KNOWN_UPWARD: &[(&str, &str, u32)] = &[];

/// Circles between files today, in the library and the derive together: none.
const CIRCLES_AT_MOST: usize = 0;

/// One source file: its module path from the crate root and the crate-relative paths it names.
struct Source {
    file: String,
    module: Vec<String>,
    imports: Vec<(Vec<String>, String)>,
}

#[test]
fn layers_point_down() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut upward = BTreeSet::new();
    let mut circles = Vec::new();
    for (crate_dir, layered) in [("src", true), ("derive/src", false)] {
        let sources = read_crate(&root.join(crate_dir), crate_dir);
        let modules: BTreeMap<Vec<String>, String> =
            sources.iter().map(|s| (s.module.clone(), s.file.clone())).collect();
        let reexports = root_reexports(&root.join(crate_dir).join("lib.rs"));
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for source in &sources {
            graph.entry(source.file.clone()).or_default();
            for (path, written) in &source.imports {
                let Some(target) = file_named(path, &modules, &reexports) else { continue };
                if target == source.file {
                    continue;
                }
                graph.get_mut(&source.file).unwrap().insert(target.clone());
                if layered {
                    let (from, to) = (layer_of(&source.module), layer_of(&module_of(&target, &sources)));
                    if to > from {
                        upward.insert((
                            source.file.clone(),
                            written.clone(),
                            format!("{} -> {}", LAYERS[from].0, LAYERS[to].0),
                        ));
                    }
                }
            }
        }
        circles.extend(strongly_connected(&graph).into_iter().filter(|c| c.len() > 1));
    }

    let known: BTreeSet<(&str, &str)> = KNOWN_UPWARD.iter().map(|&(f, i, _)| (f, i)).collect();
    let found: BTreeSet<(&str, &str)> = upward.iter().map(|(f, i, _)| (f.as_str(), i.as_str())).collect();
    let mut failures = Vec::new();
    for (file, import, layers) in &upward {
        println!("upward: {file}: {import} ({layers})");
        if !known.contains(&(file.as_str(), import.as_str())) {
            failures.push(format!("{file} reaches a layer above its own: {import} ({layers})"));
        }
    }
    for &(file, import, issue) in KNOWN_UPWARD {
        if !found.contains(&(file, import)) {
            failures.push(format!("{file}: {import} no longer occurs; remove it from KNOWN_UPWARD (issue {issue})"));
        }
    }
    circles.sort_by_key(|c| std::cmp::Reverse(c.len()));
    println!("{} circles between files", circles.len());
    for circle in &circles {
        println!("circle of {}: {}", circle.len(), circle.join(", "));
    }
    if circles.len() > CIRCLES_AT_MOST {
        failures.push(format!("{} circles between files, at most {CIRCLES_AT_MOST}", circles.len()));
    }
    assert!(failures.is_empty(), "\n{}\n", failures.join("\n"));
}

/// The layer of a module, by its first segment under the crate root.
fn layer_of(module: &[String]) -> usize {
    let first = module.first().map_or("", String::as_str);
    LAYERS
        .iter()
        .position(|(_, tops)| tops.contains(&first))
        .unwrap_or_else(|| panic!("module `{first}` has no layer; add it to LAYERS and ARCHITECTURE.md"))
}

fn module_of(file: &str, sources: &[Source]) -> Vec<String> {
    sources.iter().find(|s| s.file == file).unwrap().module.clone()
}

/// The file that holds what a crate-relative path names: the longest prefix that is a file's module,
/// after following the crate root's `pub use` re-exports.
fn file_named(
    path: &[String],
    modules: &BTreeMap<Vec<String>, String>,
    reexports: &BTreeMap<String, Vec<String>>,
) -> Option<String> {
    let path = match path.first().and_then(|first| reexports.get(first)) {
        Some(target) if !modules.contains_key(&path[..1]) => target.clone(),
        _ => path.to_vec(),
    };
    (0..=path.len()).rev().find_map(|n| modules.get(&path[..n]).cloned())
}

/// `name -> module path` for every `pub use a::b::{name, …};` of the crate root.
fn root_reexports(lib: &Path) -> BTreeMap<String, Vec<String>> {
    let text = strip_comments(&fs::read_to_string(lib).unwrap());
    let mut map = BTreeMap::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find("pub use ") {
        rest = &rest[at + "pub use ".len()..];
        let end = rest.find(';').unwrap_or(rest.len());
        for path in expand(&rest[..end]) {
            if let Some((name, module)) = path.split_last() {
                // A name the root re-exports from both a module and the derive is the module's.
                map.entry(name.clone()).or_insert_with(|| module.to_vec());
            }
        }
    }
    map
}

fn read_crate(dir: &Path, shown: &str) -> Vec<Source> {
    let mut files = Vec::new();
    collect(dir, &mut files);
    files.sort();
    files
        .iter()
        .map(|path| {
            let relative = path.strip_prefix(dir).unwrap().with_extension("");
            let mut module: Vec<String> = relative.iter().map(|s| s.to_string_lossy().into_owned()).collect();
            if module.last().is_some_and(|last| last == "mod" || last == "lib") {
                module.pop();
            }
            let file = format!("{shown}/{}", path.strip_prefix(dir).unwrap().display());
            let imports = imports_of(&fs::read_to_string(path).unwrap(), &module);
            Source { file, module, imports }
        })
        .collect()
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") && path.file_stem().is_some_and(|s| s != "tests") {
            // A `tests.rs` is a `#[cfg(test)]` module in a file of its own: left out, as inline ones are.
            files.push(path);
        }
    }
}

fn strip_comments(text: &str) -> String {
    text.lines().map(|line| line.find("//").map_or(line, |at| &line[..at])).collect::<Vec<_>>().join("\n")
}

/// Every `crate::…` and `super::…` path of a file, resolved to a path from the crate root, with the text
/// as written. Inline modules shift `super`; `#[cfg(test)]` modules are skipped.
fn imports_of(text: &str, file_module: &[String]) -> Vec<(Vec<String>, String)> {
    let text = strip_comments(text);
    let bytes = text.as_bytes();
    let mut imports = Vec::new();
    // Inline modules open at a brace depth: (name, depth, is a test module).
    let mut inline: Vec<(String, usize, bool)> = Vec::new();
    let mut depth = 0;
    let mut test_attribute = false;
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        let word_start = i == 0 || !is_ident(bytes[i - 1]) && bytes[i - 1] != b'$';
        if let Some(string) = rest.strip_prefix('"') {
            i += 1 + string_length(string);
            continue;
        }
        if rest.starts_with("'{'") || rest.starts_with("'}'") {
            i += 3;
            continue;
        }
        if rest.starts_with("#[cfg(test)]") {
            test_attribute = true;
        }
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if inline.last().is_some_and(|(_, d, _)| *d == depth) {
                    inline.pop();
                }
            }
            _ => {}
        }
        if word_start && rest.starts_with("mod ") {
            let name: String = rest[4..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            let after = rest[4 + name.len()..].trim_start();
            if after.starts_with('{') {
                inline.push((name, depth, test_attribute));
            }
            test_attribute = false;
        } else if word_start && rest.starts_with("fn ") {
            test_attribute = false;
        }
        let in_test = inline.iter().any(|(_, _, test)| *test);
        if word_start && !in_test && (rest.starts_with("crate::") || rest.starts_with("super::")) {
            let end = path_length(rest);
            let written = rest[..end].split_whitespace().collect::<Vec<_>>().join(" ");
            let mut here: Vec<String> = file_module.to_vec();
            here.extend(inline.iter().map(|(name, _, _)| name.clone()));
            for path in expand(&written) {
                imports.push((resolve(&path, &here), written.clone()));
            }
            i += end;
            continue;
        }
        i += 1;
    }
    imports
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn string_length(rest: &str) -> usize {
    let mut chars = rest.char_indices();
    while let Some((at, c)) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '"' => return at + 1,
            _ => {}
        }
    }
    rest.len()
}

/// The length of a path with its brace groups: identifiers, `::`, `{…}`, commas and spaces inside braces.
fn path_length(rest: &str) -> usize {
    let bytes = rest.as_bytes();
    let mut depth = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'{' => depth += 1,
            b'}' if depth > 0 => depth -= 1,
            b':' if bytes.get(i + 1) == Some(&b':') => i += 1,
            b if is_ident(b) || b == b'*' => {}
            b',' | b' ' | b'\n' | b'\t' if depth > 0 => {}
            _ => break,
        }
        if bytes[i] == b'}' && depth == 0 {
            i += 1;
            break;
        }
        i += 1;
    }
    rest[..i].trim_end_matches(':').len()
}

/// `a::{b, c::{d, self}}` into `a::b`, `a::c::d`, `a::c`; `as` renames and globs end a path.
fn expand(path: &str) -> Vec<Vec<String>> {
    let path = path.trim();
    let Some(open) = path.find('{') else {
        return vec![segments(path)];
    };
    let prefix = segments(&path[..open]);
    let inner = &path[open + 1..path.rfind('}').unwrap_or(path.len())];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (at, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .flat_map(expand)
        .map(|tail| {
            let mut whole = prefix.clone();
            whole.extend(tail.into_iter().filter(|s| s != "self"));
            whole
        })
        .collect()
}

fn segments(path: &str) -> Vec<String> {
    let path = path.split(" as ").next().unwrap_or(path);
    path.split("::").map(str::trim).filter(|s| !s.is_empty() && *s != "*").map(str::to_owned).collect()
}

/// A path from the crate root for `crate::…` or `super::super::…` written in module `here`.
fn resolve(path: &[String], here: &[String]) -> Vec<String> {
    let mut at = here.to_vec();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            at.clear();
            rest = &rest[1..];
        }
        _ => {
            while rest.first().is_some_and(|s| s == "super") {
                at.pop();
                rest = &rest[1..];
            }
        }
    }
    at.extend(rest.iter().cloned());
    at
}

/// Tarjan's strongly connected components.
fn strongly_connected(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'g> {
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        components: Vec<Vec<String>>,
    }
    fn visit<'g>(s: &mut State<'g>, v: &'g str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in &s.graph[v] {
            if !s.index.contains_key(w.as_str()) {
                visit(s, w);
                let low = s.low[v].min(s.low[w.as_str()]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w.as_str()) {
                let low = s.low[v].min(s.index[w.as_str()]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(w.to_owned());
                if w == v {
                    break;
                }
            }
            component.sort();
            s.components.push(component);
        }
    }
    let mut state = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        components: Vec::new(),
    };
    for v in graph.keys() {
        if !state.index.contains_key(v.as_str()) {
            visit(&mut state, v);
        }
    }
    state.components
}
