//! Where `unsafe` code lives, read from the sources: every `unsafe` block
//! and `unsafe fn` of `src/` is in a file that ARCHITECTURE.md's invariant
//! "Unsafe code lives in `src/transmute/`, and in one read of the
//! descriptions" lists, and every file it lists has some. `unsafe impl`s and `unsafe trait`s (declarations of
//! descriptions) and `unsafe fn(..)` pointer types may appear anywhere.

use std::collections::BTreeSet;
use std::path::Path;

/// The files outside `src/transmute/` that may hold `unsafe` code: the read
/// of a pointer piece's referent, which the descriptions need and which
/// cannot be a reference (`src/description/referent.rs` says why).
const READS_BELOW_THE_API: &[&str] = &["src/description/referent.rs"];

#[test]
#[cfg_attr(miri, ignore = "reads the sources")]
fn unsafe_code_lives_where_architecture_says() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = BTreeSet::new();
    for file in rust_files(&root.join("src")) {
        let source = std::fs::read_to_string(&file).unwrap();
        if has_unsafe_code(&source) {
            found.insert(file.strip_prefix(root).unwrap().to_str().unwrap().replace('\\', "/"));
        }
    }
    let listed = listed_in_architecture(&std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap());
    assert!(
        listed.iter().all(|file| file.starts_with("src/transmute/") || READS_BELOW_THE_API.contains(&file.as_str())),
        "ARCHITECTURE.md lists files outside src/transmute/: {listed:?}"
    );
    assert_eq!(found, listed, "files with `unsafe` blocks or functions, against those ARCHITECTURE.md lists");
}

/// The reader itself: blocks and functions count, the rest does not.
#[test]
fn what_counts_as_unsafe_code() {
    assert!(has_unsafe_code("fn f() { unsafe { g() } }"));
    assert!(has_unsafe_code("pub const unsafe fn f() {}"));
    assert!(has_unsafe_code("unsafe extern \"C\" fn f() {}"));
    assert!(!has_unsafe_code("unsafe impl Layout for T {} pub unsafe trait Layout {}"));
    assert!(!has_unsafe_code("type F = unsafe fn(u8) -> u8; type G = Option<unsafe extern \"C\" fn()>;"));
    assert!(!has_unsafe_code("// unsafe { x }\n/* unsafe { /* unsafe fn f */ } */ let s = \"unsafe { }\";"));
    assert!(!has_unsafe_code("let s = r#\"unsafe { \"# \"#; let c = '\"'; fn f<'a>(x: &'a u8) {}"));
    assert!(!has_unsafe_code("#![forbid(unsafe_code)] #![deny(unsafe_op_in_unsafe_fn)]"));
}

fn rust_files(directory: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(directory).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            files.push(path);
        }
    }
    files
}

/// The paths `src/....rs` in the bullet of ARCHITECTURE.md that says where
/// unsafe code lives.
fn listed_in_architecture(architecture: &str) -> BTreeSet<String> {
    let start = architecture.find("- **Unsafe code lives in").expect("ARCHITECTURE.md says where unsafe code lives");
    let bullet = &architecture[start..];
    let bullet = &bullet[..bullet[2..].find("\n- ").map_or(bullet.len(), |end| end + 2)];
    bullet
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|quoted| quoted.starts_with("src/") && quoted.ends_with(".rs"))
        .map(str::to_owned)
        .collect()
}

/// Whether `source` has an `unsafe` block or an `unsafe fn` with a body.
fn has_unsafe_code(source: &str) -> bool {
    let words = words(source);
    words.iter().enumerate().any(|(index, word)| {
        if word != "unsafe" {
            return false;
        }
        let mut next = words[index + 1..].iter().map(String::as_str);
        match next.next() {
            Some("{") => true,
            Some("fn") => next.next() != Some("("),
            Some("extern") => next.nth(1) == Some("fn") && next.next() != Some("("),
            _ => false,
        }
    })
}

/// The identifiers and punctuation of `source`, without comments and
/// literals (a string or character literal becomes one `""`).
fn words(source: &str) -> Vec<String> {
    let characters: Vec<char> = source.chars().collect();
    let mut words = Vec::new();
    let mut at = 0;
    while at < characters.len() {
        let c = characters[at];
        let rest = &characters[at..];
        if rest.starts_with(&['/', '/']) {
            at += rest.iter().position(|&c| c == '\n').unwrap_or(rest.len());
        } else if rest.starts_with(&['/', '*']) {
            let mut depth = 0;
            loop {
                if characters[at..].starts_with(&['/', '*']) {
                    depth += 1;
                    at += 2;
                } else if characters[at..].starts_with(&['*', '/']) {
                    depth -= 1;
                    at += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    at += 1;
                }
            }
        } else if let Some(hashes) = raw_string_start(rest) {
            let closing: Vec<char> = std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
            let opening = rest.iter().position(|&c| c == '"').unwrap() + 1;
            at += opening + find(&rest[opening..], &closing).expect("a raw string ends") + closing.len();
            words.push("\"\"".to_owned());
        } else if c == '"' || (c == 'b' && rest.get(1) == Some(&'"')) {
            at += if c == 'b' { 2 } else { 1 };
            while characters[at] != '"' {
                at += if characters[at] == '\\' { 2 } else { 1 };
            }
            at += 1;
            words.push("\"\"".to_owned());
        } else if c == '\'' && rest.get(1) == Some(&'\\') {
            at += 2 + rest[2..].iter().position(|&c| c == '\'').unwrap() + 1;
            words.push("\"\"".to_owned());
        } else if c == '\'' && rest.get(2) == Some(&'\'') {
            at += 3;
            words.push("\"\"".to_owned());
        } else if c.is_alphanumeric() || c == '_' {
            let length = rest.iter().position(|&c| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
            words.push(rest[..length].iter().collect());
            at += length;
        } else {
            if !c.is_whitespace() {
                words.push(c.to_string());
            }
            at += 1;
        }
    }
    words
}

/// The number of `#`s of a raw string starting here (`r"`, `r#"`, `br##"`).
fn raw_string_start(rest: &[char]) -> Option<usize> {
    let after_prefix = match rest {
        ['b', 'r', ..] => &rest[2..],
        ['r', ..] => &rest[1..],
        _ => return None,
    };
    let hashes = after_prefix.iter().take_while(|&&c| c == '#').count();
    (after_prefix.get(hashes) == Some(&'"')).then_some(hashes)
}

fn find(haystack: &[char], needle: &[char]) -> Option<usize> {
    haystack.windows(needle.len()).position(|window| window == needle)
}
