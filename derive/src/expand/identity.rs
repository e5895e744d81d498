//! The identity of a non-generic derived type: a text that tells it from
//! every other type of a build, so that recursive checks know a pair of
//! types they meet again, and a type met by itself is known for one
//! (`description/same.rs`, which confirms the structure under an identity
//! before it trusts it).
//!
//! The derive writes the text as one string literal. It was once built by
//! `concat!`, `module_path!`, `file!`, `line!` and `column!`, reached
//! through `::transmutable::__private`; but a crate may bind
//! `::transmutable` to itself (`extern crate self as transmutable;`) and
//! put macros of its own there, and so may it bind `::core` or `::std`:
//! every macro named by a path can be replaced, and a replaced `concat!`
//! gave two types one identity, a `fn(u8)` then passing for a `fn(u16)`.
//! A literal means what it says wherever it is expanded.
//!
//! The text is `{count}:{hash}`. `count` is how many derives this process
//! ran before this one: the process compiles one crate (or, in rustdoc,
//! the doctests of one), and tells its types apart by it alone. `hash`, 128
//! bits, tells the crate apart from every other crate of the build, and
//! the place of the type's name in the crate's sources (the span's `Debug`
//! text, byte positions) tells its types apart once more, should a
//! compiler ever run each derive in a fresh process. The derive's own
//! name and version are hashed too: two versions of it loaded into one
//! compiler, each counting from 0, are told apart.
//!
//! Rustc refuses two crates in one build whose name, `-C metadata` values
//! and kind (executable or not) agree ("the current crate is
//! indistinguishable from one of its dependencies"; "colliding
//! StableCrateId values"). So the hash is of the compiler's own command
//! line, which the derive reads from the process it runs in: every
//! argument (in an `@file`, the file's), but for those that name a place on
//! the build machine or the terminal (`-L`, `--extern`, `--out-dir`, `-o`,
//! `-C incremental`, `-C linker`, `--remap-path-prefix`, `--sysroot`,
//! `--color`, `--diagnostic-width`, `--error-format`, `--json`), so that
//! one build gives one text in any directory and terminal, and no path of
//! the build machine ends up in a binary. A library and its unit tests
//! (linked together through a dev-dependency that depends on the library)
//! differ by `--test`. This holds for cargo and for every build system that
//! names the crate and its kind on the command line (`--crate-name` and
//! `--crate-type` or `--test`).
//!
//! A command line that does not (`rustc main.rs`, which takes the crate's
//! name and kind from the file; a process that is not rustc) proves
//! nothing: two crates of one command line could meet. The hash is then of
//! a number drawn at random for the process, which keeps every identity
//! apart at the cost of reproducible builds: such a build writes other
//! identities each time. Refusing to derive there would cost more (a
//! compiler driven by hand, a language server's macro process), and the
//! random number costs nothing a check can see.

use std::collections::hash_map::{DefaultHasher, RandomState};
use std::ffi::OsString;
use std::hash::{BuildHasher, Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

use proc_macro2::{Literal, Span, TokenStream};
use quote::quote;

/// The identity of the type whose name is at `name`, as a string literal.
pub(super) fn identity(name: Span) -> TokenStream {
    static DERIVED: AtomicU64 = AtomicU64::new(0);
    let count = DERIVED.fetch_add(1, Ordering::Relaxed);
    let text = text(crate_being_compiled(), count, &format!("{name:?}"));
    let literal = Literal::string(&text);
    quote!(#literal)
}

/// `{count}:{hash}`, the hash of `crate_hash`'s input then `place`: the
/// count first, where two identities that differ mostly differ, so that
/// comparing them in const evaluation reads few bytes.
fn text(crate_hash: &Hash128, count: u64, place: &str) -> String {
    let mut hash = crate_hash.clone();
    hash.write(place);
    format!("{count}:{}", hash.finish())
}

/// The hash of the crate being compiled, its command line's or the
/// process's random number's: see the module.
fn crate_being_compiled() -> &'static Hash128 {
    static CRATE: OnceLock<Hash128> = OnceLock::new();
    CRATE.get_or_init(|| {
        let mut hash = Hash128::new();
        // Two versions of this derive loaded into one compiler each count
        // from 0: their own version tells their types apart.
        hash.write(concat!(env!("CARGO_PKG_NAME"), " ", env!("CARGO_PKG_VERSION")));
        match compiler_arguments().filter(|arguments| names_crate(arguments)) {
            Some(arguments) => {
                for argument in telling_arguments(&arguments) {
                    hash.write(argument);
                }
            }
            None => hash.write(&random_number()),
        }
        hash
    })
}

/// Two SipHash states keyed apart: 128 bits, so that no search for a
/// crate name finds two crates of one hash.
#[derive(Clone)]
struct Hash128([DefaultHasher; 2]);

impl Hash128 {
    fn new() -> Hash128 {
        let mut halves = [DefaultHasher::new(), DefaultHasher::new()];
        for (half, hasher) in halves.iter_mut().enumerate() {
            half.hash(hasher);
        }
        Hash128(halves)
    }

    fn write(&mut self, text: &str) {
        for hasher in &mut self.0 {
            text.hash(hasher);
        }
    }

    /// The 128 bits, six to a character (22 characters, where hexadecimal
    /// takes 32): const evaluation compares an identity byte by byte, each
    /// byte some forty statements, every time it recognizes one type.
    fn finish(&self) -> String {
        digits((u128::from(self.0[0].finish()) << 64) | u128::from(self.0[1].finish()))
    }
}

/// The 64 digits of a hash's text, each six bits: no two alike, and none
/// the `:` that ends the count.
const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bits` in 22 digits, the lowest six bits first (the last digit holds
/// the two highest bits, its other four 0).
fn digits(bits: u128) -> String {
    (0..22).map(|digit| char::from(DIGITS[(bits >> (6 * digit)) as usize & 63])).collect()
}

/// The arguments of the process (the compiler's), its name left out: see
/// [`compiler_arguments_from`].
fn compiler_arguments() -> Option<Vec<String>> {
    compiler_arguments_from(std::env::args_os().skip(1))
}

/// `arguments`, `@file`s replaced by the lines of the file as rustc reads
/// them; `None` where one cannot be read as rustc reads it (rustc refuses
/// an argument that is not Unicode).
fn compiler_arguments_from(arguments: impl IntoIterator<Item = impl Into<OsString>>) -> Option<Vec<String>> {
    let mut read = Vec::new();
    for argument in arguments {
        let argument = argument.into().into_string().ok()?;
        if argument.starts_with("@shell:") {
            return None;
        }
        match argument.strip_prefix('@') {
            Some(file) => read.extend(std::fs::read_to_string(file).ok()?.lines().map(str::to_string)),
            None => read.push(argument),
        }
    }
    Some(read)
}

/// Whether `arguments` name the crate and its kind, which with its `-C
/// metadata` rustc tells crates apart by (a name and a kind not given are
/// read from the sources, which a command line does not show).
fn names_crate(arguments: &[String]) -> bool {
    let given = |option: &str| {
        arguments.iter().any(|argument| {
            argument == option || argument.strip_prefix(option).is_some_and(|rest| rest.starts_with('='))
        })
    };
    given("--crate-name") && (given("--crate-type") || given("--test"))
}

/// Options whose value is a place on the build machine or depends on the
/// terminal, and tells no crate from another.
const PLACES: &[&str] = &[
    "-L",
    "--extern",
    "--out-dir",
    "-o",
    "--remap-path-prefix",
    "--sysroot",
    "--color",
    "--diagnostic-width",
    "--error-format",
    "--json",
];

/// Codegen options (`-C name=value`) whose value is a place on the build
/// machine.
const CODEGEN_PLACES: &[&str] = &["incremental", "linker"];

/// `arguments` but for [`PLACES`] and [`CODEGEN_PLACES`] and their values,
/// in every spelling (`-L dir`, `-Ldir`, `--out-dir=dir`, `-C
/// incremental=dir`, `-Cincremental=dir`, `--codegen incremental=dir`,
/// `--codegen=incremental=dir`). Whatever is not known to be a place is
/// kept: keeping too much costs reproducibility at worst, leaving out what
/// tells two crates apart would give them one identity.
fn telling_arguments(arguments: &[String]) -> Vec<&str> {
    let is_codegen_place = |setting: &str| {
        CODEGEN_PLACES.iter().any(|name| setting.strip_prefix(name).is_some_and(|rest| rest.starts_with('=')))
    };
    let mut kept = Vec::new();
    let mut i = 0;
    while i < arguments.len() {
        let argument = arguments[i].as_str();
        if PLACES.contains(&argument) {
            i += 2;
            continue;
        }
        let attached = PLACES.iter().any(|option| {
            argument.strip_prefix(option).is_some_and(|rest| {
                // `-Ldir`, `-ofile`: short options take their value attached.
                !rest.is_empty() && (rest.starts_with('=') || !option.starts_with("--"))
            })
        });
        if attached {
            i += 1;
            continue;
        }
        if matches!(argument, "-C" | "--codegen") && arguments.get(i + 1).is_some_and(|next| is_codegen_place(next)) {
            i += 2;
            continue;
        }
        let setting = argument.strip_prefix("--codegen=").or_else(|| argument.strip_prefix("-C"));
        if setting.is_some_and(is_codegen_place) {
            i += 1;
            continue;
        }
        kept.push(argument);
        i += 1;
    }
    kept
}

/// 128 bits drawn at random for this process: the keys of a fresh
/// `RandomState` (drawn from the operating system), hashed with the
/// process's number and the time.
fn random_number() -> String {
    let state = RandomState::new();
    let draw = |half: u8| {
        let mut hasher = state.build_hasher();
        half.hash(&mut hasher);
        std::process::id().hash(&mut hasher);
        std::time::SystemTime::now().hash(&mut hasher);
        hasher.finish()
    };
    format!("{:016x}{:016x}", draw(0), draw(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(arguments: &[&str]) -> Vec<String> {
        arguments.iter().map(|argument| argument.to_string()).collect()
    }

    /// The hash's text is its 128 bits, each read back: two hashes have
    /// one text only where they are one hash.
    #[test]
    fn a_hash_text_holds_every_bit() {
        let mut hash = Hash128::new();
        hash.write("a place");
        let bits = (u128::from(hash.0[0].finish()) << 64) | u128::from(hash.0[1].finish());
        let text = hash.finish();
        assert_eq!(text.len(), 22);
        let digits = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let read = text.bytes().enumerate().fold(0u128, |sum, (digit, byte)| {
            let value = digits.iter().position(|&d| d == byte).unwrap() as u128;
            sum | value << (6 * digit)
        });
        assert_eq!(read, bits);
    }

    /// Every bit of 128 is read back from the text, alone and beside the
    /// others, and no two digits are alike: two texts are one only where
    /// their bits are.
    #[test]
    fn each_bit_has_a_digit_of_its_own() {
        let mut seen = DIGITS.to_vec();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 64, "64 distinct digits");
        assert!(!DIGITS.contains(&b':'));
        let read = |text: &str| {
            assert_eq!(text.len(), 22);
            text.bytes().enumerate().fold(0u128, |sum, (digit, byte)| {
                let value = DIGITS.iter().position(|&d| d == byte).unwrap() as u128;
                assert!(digit < 21 || value < 4, "the last digit holds two bits");
                sum | value << (6 * digit)
            })
        };
        for bit in 0..128 {
            for bits in [1u128 << bit, !(1u128 << bit)] {
                assert_eq!(read(&digits(bits)), bits, "{bits:#x}");
            }
        }
        for bits in [0, u128::MAX, 0x0123_4567_89AB_CDEF_FEDC_BA98_7654_3210] {
            assert_eq!(read(&digits(bits)), bits, "{bits:#x}");
        }
    }

    /// What cargo passes for a library, trimmed.
    const LIBRARY: &[&str] = &[
        "--crate-name",
        "shared",
        "--edition=2021",
        "src/lib.rs",
        "--error-format=json",
        "--json=diagnostic-rendered-ansi",
        "--crate-type",
        "lib",
        "--emit=dep-info,metadata,link",
        "-C",
        "embed-bitcode=no",
        "-C",
        "debuginfo=2",
        "-C",
        "metadata=5d2a3e0f6c1b7a49",
        "-C",
        "extra-filename=-5d2a3e0f6c1b7a49",
        "--out-dir",
        "/home/build/shared/target/debug/deps",
        "-C",
        "incremental=/home/build/shared/target/debug/incremental",
        "-L",
        "dependency=/home/build/shared/target/debug/deps",
        "--extern",
        "transmutable=/home/build/shared/target/debug/deps/libtransmutable-0f3c.rlib",
    ];

    fn hash_of(arguments: &[String]) -> String {
        let mut hash = Hash128::new();
        for argument in telling_arguments(arguments) {
            hash.write(argument);
        }
        hash.finish()
    }

    #[test]
    fn the_identity_is_one_string_literal_and_names_no_macro() {
        let tokens = identity(Span::call_site());
        let literal: syn::LitStr = syn::parse2(tokens.clone()).expect("one string literal");
        assert!(!tokens.to_string().contains('!'), "{tokens}");
        assert!(!literal.value().is_empty());
    }

    #[test]
    fn two_derives_have_two_identities() {
        let (first, second) = (identity(Span::call_site()), identity(Span::call_site()));
        assert_ne!(first.to_string(), second.to_string());
        // And a place alone tells two derives of one count apart.
        let crate_hash = Hash128::new();
        assert_ne!(text(&crate_hash, 7, "#0 bytes(10..15)"), text(&crate_hash, 7, "#0 bytes(40..45)"));
    }

    #[test]
    fn a_command_line_that_names_no_crate_proves_nothing() {
        assert!(names_crate(&strings(LIBRARY)));
        assert!(names_crate(&strings(&["--crate-name=a", "--test", "a.rs"])));
        assert!(!names_crate(&strings(&["main.rs"])), "name and kind read from the file");
        assert!(!names_crate(&strings(&["--crate-name", "a", "a.rs"])), "kind read from the file");
        assert!(!names_crate(&strings(&["--crate-type", "lib", "a.rs"])), "name read from the file");
        assert!(!names_crate(&strings(&["--crate-names", "a", "--tests"])));
    }

    #[test]
    fn places_on_the_build_machine_change_no_hash() {
        let library = strings(LIBRARY);
        let moved: Vec<String> =
            library.iter().map(|argument| argument.replace("/home/build", "/tmp/elsewhere")).collect();
        assert_eq!(hash_of(&library), hash_of(&moved));
        let mut spelled = moved.clone();
        spelled.extend(strings(&[
            "-L/usr/lib",
            "--out-dir=/out",
            "-o",
            "/out/a",
            "-Cincremental=/inc",
            "--codegen",
            "incremental=/inc",
            "--codegen=linker=/usr/bin/cc",
            "--color=always",
            "--diagnostic-width=120",
            "--sysroot",
            "/opt/rust",
            "--remap-path-prefix=/home=/",
        ]));
        assert_eq!(hash_of(&library), hash_of(&spelled));
    }

    #[test]
    fn what_tells_crates_apart_changes_the_hash() {
        let library = strings(LIBRARY);
        let changed = |from: &str, to: &str| -> Vec<String> {
            library.iter().map(|argument| if argument == from { to.to_string() } else { argument.clone() }).collect()
        };
        let base = hash_of(&library);
        assert_ne!(base, hash_of(&changed("shared", "other")), "the crate's name");
        assert_ne!(base, hash_of(&changed("metadata=5d2a3e0f6c1b7a49", "metadata=0000000000000000")), "its metadata");
        assert_ne!(base, hash_of(&changed("lib", "bin")), "its kind");
        let mut tests = library.clone();
        tests.push("--test".to_string());
        assert_ne!(base, hash_of(&tests), "its unit tests");
        for spelling in
            [&["-Cmetadata=1"][..], &["--codegen", "metadata=1"], &["--codegen=metadata=1"], &["-C", "metadata=1"]]
        {
            let mut more = library.clone();
            more.extend(strings(spelling));
            assert_ne!(base, hash_of(&more), "{spelling:?}");
        }
    }

    #[test]
    fn argument_files_are_read_as_rustc_reads_them() {
        let file = std::env::temp_dir().join(format!("transmutable-derive-arguments-{}", std::process::id()));
        std::fs::write(&file, LIBRARY.join("\n")).expect("a temporary file");
        let read = compiler_arguments_from([format!("@{}", file.display())]);
        std::fs::remove_file(&file).expect("the temporary file removed");
        assert_eq!(read, Some(strings(LIBRARY)));
        assert_eq!(compiler_arguments_from(["@shell:anything".to_string()]), None);
        assert_eq!(compiler_arguments_from(["@/no/such/file".to_string()]), None);
    }
}
