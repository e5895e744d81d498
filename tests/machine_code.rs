//! `transmutable::transmute` costs what `core::mem::transmute` costs: a
//! small crate defines, for a few pairs of types, one function that
//! transmutes through transmutable and one through `core::mem::transmute`,
//! builds them in release, and the two functions' machine code must be the
//! same instruction for instruction (or the compiler must have merged them
//! into one symbol, which says the same). One more pair holds a view of a
//! buffer as a slice, `ref_from_bytes(..).ok()`, to the check of its length
//! and alignment written by hand: the error the view would return, which
//! the caller drops, must leave nothing on the success path.

use std::path::Path;
use std::process::Command;

/// The crate: pairs of `#[no_mangle]` functions named `<pair>_transmutable`
/// and `<pair>_core`, and a `control` that differs from `words_core`.
const CRATE: &str = r#"
#![no_std]

#[derive(transmutable::Layout, Clone, Copy)]
#[repr(C)]
pub struct Header {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
}

#[derive(transmutable::Layout, Clone, Copy)]
#[repr(u8)]
pub enum Kind {
    Ping = 0,
    Pong = 1,
}

#[no_mangle]
pub fn header_transmutable(header: Header) -> [u8; 4] {
    transmutable::transmute(header)
}

#[no_mangle]
pub fn header_core(header: Header) -> [u8; 4] {
    // SAFETY: `Header` is four initialized bytes.
    unsafe { core::mem::transmute(header) }
}

#[no_mangle]
pub fn words_transmutable(words: [u32; 2]) -> u64 {
    transmutable::transmute(words)
}

#[no_mangle]
pub fn words_core(words: [u32; 2]) -> u64 {
    // SAFETY: every eight bytes are a `u64`.
    unsafe { core::mem::transmute(words) }
}

#[no_mangle]
pub fn block_transmutable(block: [u8; 64]) -> [u64; 8] {
    transmutable::transmute(block)
}

#[no_mangle]
pub fn block_core(block: [u8; 64]) -> [u64; 8] {
    // SAFETY: every 64 bytes are eight `u64`s.
    unsafe { core::mem::transmute(block) }
}

#[no_mangle]
pub fn reference_transmutable(words: &[u32; 4]) -> &[u8; 16] {
    transmutable::transmute_ref(words)
}

#[no_mangle]
pub fn reference_core(words: &[u32; 4]) -> &[u8; 16] {
    // SAFETY: the referent's 16 bytes are initialized, and `u8` is aligned to 1.
    unsafe { core::mem::transmute(words) }
}

/// 32 bytes, 8-aligned: a GPT entry's shape, shorter.
#[derive(transmutable::Layout, Clone, Copy)]
#[repr(C)]
pub struct Entry {
    pub guid: [u8; 16],
    pub first: u64,
    pub last: u64,
}

#[no_mangle]
pub fn entries_transmutable(bytes: &[u8]) -> Option<usize> {
    transmutable::ref_from_bytes::<[Entry]>(bytes).ok().map(<[Entry]>::len)
}

#[no_mangle]
pub fn entries_core(bytes: &[u8]) -> Option<usize> {
    let size = core::mem::size_of::<Entry>();
    let fits = bytes.len() % size == 0 && bytes.as_ptr() as usize % core::mem::align_of::<Entry>() == 0;
    fits.then(|| bytes.len() / size)
}

#[no_mangle]
pub fn control(words: [u32; 2]) -> u64 {
    words[0] as u64
}
"#;

const PAIRS: [&str; 5] = ["header", "words", "block", "reference", "entries"];

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
fn transmute_is_the_machine_code_of_core_transmute() {
    let directory = Path::new(env!("CARGO_TARGET_TMPDIR")).join("machine_code");
    std::fs::create_dir_all(directory.join("src")).unwrap();
    std::fs::write(
        directory.join("Cargo.toml"),
        format!(
            "[package]\nname = \"machine_code\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\n\
             [lib]\npath = \"src/lib.rs\"\n\n\
             [dependencies]\ntransmutable = {{ path = {:?}, default-features = false }}\n\n\
             [workspace]\n",
            env!("CARGO_MANIFEST_DIR")
        ),
    )
    .unwrap();
    std::fs::write(directory.join("src/lib.rs"), CRATE).unwrap();
    let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["rustc", "--quiet", "--release", "--lib", "--", "--emit=asm", "-C", "debuginfo=0"])
        .current_dir(&directory)
        .env("CARGO_TARGET_DIR", directory.join("target"))
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    assert!(output.status.success(), "the crate does not build:\n{}", String::from_utf8_lossy(&output.stderr));

    let assembly = assembly(&directory.join("target/release/deps"));
    assert!(
        !merged(&assembly, "words_core", "control") && body(&assembly, "words_core") != body(&assembly, "control"),
        "the comparison cannot tell two different functions apart:\n{assembly}"
    );
    for pair in PAIRS {
        let ours = format!("{pair}_transmutable");
        let theirs = format!("{pair}_core");
        if merged(&assembly, &ours, &theirs) {
            continue;
        }
        let (ours_body, theirs_body) = (body(&assembly, &ours), body(&assembly, &theirs));
        assert!(!ours_body.is_empty(), "no code for {ours} in:\n{assembly}");
        assert_eq!(ours_body, theirs_body, "{ours} and {theirs} differ");
    }
}

/// The text of the one `.s` file the build wrote.
fn assembly(deps: &Path) -> String {
    let mut files = std::fs::read_dir(deps)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "s"));
    let file = files.next().expect("the build wrote no assembly");
    std::fs::read_to_string(file).unwrap()
}

/// Whether one of the two symbols was made an alias of the other.
fn merged(assembly: &str, a: &str, b: &str) -> bool {
    let (a, b) = match assembly.contains(&format!("_{a}:")) || assembly.contains(&format!("_{b}:")) {
        true => (format!("_{a}"), format!("_{b}")),
        false => (a.to_owned(), b.to_owned()),
    };
    assembly.lines().map(str::trim).any(|line| {
        [format!(".set {a}, {b}"), format!(".set {b}, {a}"), format!("{a} = {b}"), format!("{b} = {a}")]
            .iter()
            .any(|alias| line == alias)
    })
}

/// The instructions of `symbol`, from its label to the end of the
/// function, without directives, comments and local labels (whose numbers
/// differ from function to function). Mach-O names symbols with a leading
/// `_`.
fn body(assembly: &str, symbol: &str) -> Vec<String> {
    let labels = [format!("{symbol}:"), format!("_{symbol}:")];
    assembly
        .lines()
        .skip_while(|line| !labels.iter().any(|label| line.trim() == label))
        .skip(1)
        .take_while(|line| !line.trim_start().starts_with(".Lfunc_end"))
        .map(|line| line.split('#').next().unwrap().trim())
        .filter(|line| !line.is_empty() && !line.starts_with('.'))
        .map(str::to_owned)
        .collect()
}
