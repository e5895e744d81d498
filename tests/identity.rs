//! Recursive checks recognize a pair of types they meet again by the types'
//! identities. Two types of one identity must never make a pair hold that
//! does not.

use transmutable::__private::{Bytes, Description, Invariants, Kind, Name, Piece, Pointer, PointerKind, Referent};
use transmutable::{Assume, ByteSet};

mod fixture;

/// A `#[repr(C)]` struct of the two `pieces` of [`node_pieces`], identified
/// as `identity`.
const fn node(identity: &'static str, pieces: &'static [Piece; 2]) -> Description {
    Description::new(Name::Plain("Node"), 16, 8, Bytes::new(16, pieces), Invariants::None).identified(identity)
}

/// One byte of `value`, then an `Option<Box<_>>` to `next`.
const fn node_pieces(value: ByteSet, next: &'static Description) -> [Piece; 2] {
    [
        Piece::new(0, 1, Kind::Run(value)),
        Piece::new(8, 8, Kind::Pointer(Pointer::new(PointerKind::Boxed, true, Referent::of(next)))),
    ]
}

// The library's `X` (a byte, then itself), its `Y` (a `bool`, then itself),
// and the binary's `Y` of the same identity (a byte, then the library's `Y`).
static LIB_X: Description = node("shared::X", &LIB_X_PIECES);
static LIB_X_PIECES: [Piece; 2] = node_pieces(ByteSet::INITIALIZED, &LIB_X);
static LIB_Y: Description = node("shared::Y", &LIB_Y_PIECES);
static LIB_Y_PIECES: [Piece; 2] = node_pieces(ByteSet::range(0, 1), &LIB_Y);
static BIN_Y: Description = node("shared::Y", &BIN_Y_PIECES);
static BIN_Y_PIECES: [Piece; 2] = node_pieces(ByteSet::INITIALIZED, &LIB_Y);

/// `Box<_>` of the one pointer piece in `pieces`.
const fn boxed(pieces: &'static [Piece; 1]) -> Description {
    Description::new(Name::Plain("Box"), 8, 8, Bytes::new(8, pieces), Invariants::None)
}

static BOX_LIB_X: Description = boxed(&BOX_LIB_X_PIECES);
static BOX_LIB_X_PIECES: [Piece; 1] =
    [Piece::new(0, 8, Kind::Pointer(Pointer::new(PointerKind::Boxed, false, Referent::of(&LIB_X))))];
static BOX_BIN_Y: Description = boxed(&BOX_BIN_Y_PIECES);
static BOX_BIN_Y_PIECES: [Piece; 1] =
    [Piece::new(0, 8, Kind::Pointer(Pointer::new(PointerKind::Boxed, false, Referent::of(&BIN_Y))))];
static BOX_LIB_Y: Description = boxed(&BOX_LIB_Y_PIECES);
static BOX_LIB_Y_PIECES: [Piece; 1] =
    [Piece::new(0, 8, Kind::Pointer(Pointer::new(PointerKind::Boxed, false, Referent::of(&LIB_Y))))];

/// `Box<lib X> -> Box<bin Y>` holds at the first level (a byte for a byte),
/// then meets `lib X -> lib Y`, whose identities are those of the pair being
/// checked. A `lib X` holding 2 would become a `lib Y` holding 2.
#[test]
fn a_pair_of_one_identity_but_another_structure_is_checked_not_trusted() {
    let answer = transmutable::__private::decide_descriptions(&BOX_LIB_X, &BOX_BIN_Y, Assume::NOTHING);
    assert!(!answer.is_transmutable(), "{answer}");
    assert!(!transmutable::__private::decide_descriptions(&BOX_LIB_X, &BOX_LIB_Y, Assume::NOTHING).is_transmutable());
    // The same pair in const evaluation, as the compiler runs it.
    const IN_CONST: bool =
        transmutable::__private::decide_descriptions(&BOX_LIB_X, &BOX_BIN_Y, Assume::NOTHING).is_transmutable();
    const { assert!(!IN_CONST) };
}

/// A recursive pair whose identities come round again still holds.
#[test]
fn a_recursive_pair_still_holds() {
    assert!(transmutable::__private::decide_descriptions(&BOX_LIB_X, &BOX_LIB_X, Assume::NOTHING).is_transmutable());
    assert!(transmutable::__private::decide_descriptions(&BOX_LIB_Y, &BOX_LIB_Y, Assume::NOTHING).is_transmutable());
}

/// The piece of a native `char`: patterns the library names, which a
/// comparison of descriptions reads in place.
const CHAR: Kind = <char as transmutable::Layout>::DESCRIPTION.bytes().pieces()[0].kind();

/// A struct of two `char`s with a private field, identified as
/// `shared::Pair`: two such descriptions that differ in anything are two
/// types, and the one into the other needs `Assume::SAFETY`.
const fn pair(pieces: &'static [Piece; 2]) -> Description {
    let invariants = Invariants::PrivateField { owner: "Pair", field: "first" };
    Description::new(Name::Plain("Pair"), 8, 4, Bytes::new(8, pieces), invariants).identified("shared::Pair")
}

static PAIR: Description = pair(&PAIR_PIECES);
static PAIR_PIECES: [Piece; 2] = [Piece::new(0, 4, CHAR).named("first"), Piece::new(4, 4, CHAR).named("second")];
static RENAMED: Description = pair(&RENAMED_PIECES);
static RENAMED_PIECES: [Piece; 2] = [Piece::new(0, 4, CHAR).named("first"), Piece::new(4, 4, CHAR).named("secone")];
static SHORTER_NAME: Description = pair(&SHORTER_NAME_PIECES);
static SHORTER_NAME_PIECES: [Piece; 2] = [Piece::new(0, 4, CHAR).named("first"), Piece::new(4, 4, CHAR).named("secon")];
static SEALED: Description = pair(&SEALED_PIECES);
static SEALED_PIECES: [Piece; 2] =
    [Piece::new(0, 4, CHAR).named("first"), Piece::new(4, 4, CHAR).named("second").sealed()];
static CELL: Description = pair(&CELL_PIECES);
static CELL_PIECES: [Piece; 2] =
    [Piece::new(0, 4, CHAR).named("first"), Piece::new(4, 4, CHAR).named("second").interior_mutable()];

/// Two descriptions of one identity whose `char` pieces differ only in a
/// name or a flag are two types: recognizing one type compares such pieces
/// in place, names and flags included.
#[test]
fn pieces_of_named_patterns_are_compared_whole() {
    let holds = |source: &'static Description, destination: &'static Description, assume: Assume| {
        transmutable::__private::decide_descriptions(source, destination, assume).is_transmutable()
    };
    assert!(holds(&PAIR, &PAIR, Assume::NOTHING), "one type into itself");
    for (other, differs) in
        [(&RENAMED, "a name"), (&SHORTER_NAME, "a name's length"), (&SEALED, "sealing"), (&CELL, "a cell")]
    {
        assert!(!holds(&PAIR, other, Assume::NOTHING), "taken for one type, though {differs} differs");
        assert!(!holds(other, &PAIR, Assume::NOTHING), "taken for one type, though {differs} differs");
    }
    assert!(holds(&PAIR, &RENAMED, Assume::SAFETY), "checked as two types, the pair holds");
    const IN_CONST: bool =
        transmutable::__private::decide_descriptions(&PAIR, &RENAMED, Assume::NOTHING).is_transmutable();
    const { assert!(!IN_CONST) };
}

/// Six `char`s, all fields public (no invariants), identified as
/// `shared::Row`, the fourth as given.
const fn row(pieces: &'static [Piece; 6]) -> Description {
    Description::new(Name::Plain("Row"), 24, 4, Bytes::new(24, pieces), Invariants::None).identified("shared::Row")
}

const fn chars_around(fourth: Piece) -> [Piece; 6] {
    [
        Piece::new(0, 4, CHAR),
        Piece::new(4, 4, CHAR),
        Piece::new(8, 4, CHAR),
        fourth,
        Piece::new(16, 4, CHAR),
        Piece::new(20, 4, CHAR),
    ]
}

static ROW: Description = row(&ROW_PIECES);
static ROW_PIECES: [Piece; 6] = chars_around(Piece::new(12, 4, CHAR));
static ZERO_ROW: Description = row(&ZERO_ROW_PIECES);
static ZERO_ROW_PIECES: [Piece; 6] = chars_around(Piece::new(12, 4, Kind::Run(ByteSet::range(0, 0))));
static CELL_ROW: Description = row(&CELL_ROW_PIECES);
static CELL_ROW_PIECES: [Piece; 6] = chars_around(Piece::new(12, 4, CHAR).interior_mutable());

/// `&_` of `referent`.
const fn shared(pieces: &'static [Piece; 1]) -> Description {
    Description::new(Name::Plain("&Row"), 8, 8, Bytes::new(8, pieces), Invariants::None)
}

const fn shared_piece(referent: &'static Description) -> [Piece; 1] {
    [Piece::new(0, 8, Kind::Pointer(Pointer::new(PointerKind::Shared, false, Referent::of(referent))))]
}

static REF_ROW: Description = shared(&REF_ROW_PIECES);
static REF_ROW_PIECES: [Piece; 1] = shared_piece(&ROW);
static REF_CELL_ROW: Description = shared(&REF_CELL_ROW_PIECES);
static REF_CELL_ROW_PIECES: [Piece; 1] = shared_piece(&CELL_ROW);

/// Recognizing one type compares the first two of a run of `char`s alike
/// and skips the rest, where both descriptions hold that run: a pair of one
/// identity whose run is broken in the middle, by zeros or by a
/// cell, is two types.
#[test]
fn a_run_of_chars_broken_in_the_middle_is_another_type() {
    let holds = |source: &'static Description, destination: &'static Description, assume: Assume| {
        transmutable::__private::decide_descriptions(source, destination, assume).is_transmutable()
    };
    assert!(holds(&ROW, &ROW, Assume::NOTHING), "one type into itself");
    assert!(!holds(&ROW, &ZERO_ROW, Assume::NOTHING), "a `char` taken for zeros");
    assert!(holds(&ZERO_ROW, &ROW, Assume::NOTHING), "zeros are a `char`");
    assert!(holds(&REF_ROW, &REF_ROW, Assume::LIFETIMES), "one type into itself, by reference");
    assert!(!holds(&REF_ROW, &REF_CELL_ROW, Assume::LIFETIMES), "a reference gains a cell");
    assert!(!holds(&REF_CELL_ROW, &REF_ROW, Assume::LIFETIMES), "a reference loses a cell");
    const IN_CONST: bool =
        transmutable::__private::decide_descriptions(&ROW, &ZERO_ROW, Assume::NOTHING).is_transmutable();
    const { assert!(!IN_CONST) };
}

/// A struct of one function pointer, all its fields public (no
/// invariants), identified as `shared::Callback`.
const fn callback(pieces: &'static [Piece; 1]) -> Description {
    Description::new(Name::Plain("Callback"), 8, 8, Bytes::new(8, pieces), Invariants::None)
        .identified("shared::Callback")
}

const FUNCTION: Kind =
    Kind::Pointer(Pointer::new(PointerKind::Function, false, <() as transmutable::Layout>::REFERENT));
static ON_READ: Description = callback(&ON_READ_PIECES);
static ON_READ_PIECES: [Piece; 1] = [Piece::new(0, 8, FUNCTION).named("on_read")];
static ON_WRITE: Description = callback(&ON_WRITE_PIECES);
static ON_WRITE_PIECES: [Piece; 1] = [Piece::new(0, 8, FUNCTION).named("on_write")];

/// A type without invariants is recognized without the names of its own
/// pieces, but not one that holds a live pointer: a description does not
/// tell `fn(u8)` from `fn(u16)`, and two fields of one identity that
/// differ in their names are two types, whose function pointers one into
/// the other need `Assume::SAFETY`.
#[test]
fn names_are_compared_where_a_type_holds_a_live_pointer() {
    let holds = |source: &'static Description, destination: &'static Description, assume: Assume| {
        transmutable::__private::decide_descriptions(source, destination, assume).is_transmutable()
    };
    assert!(holds(&ON_READ, &ON_READ, Assume::NOTHING), "one type into itself");
    assert!(!holds(&ON_READ, &ON_WRITE, Assume::NOTHING), "taken for one type, though a name differs");
    assert!(!holds(&ON_WRITE, &ON_READ, Assume::NOTHING), "taken for one type, though a name differs");
    assert!(holds(&ON_READ, &ON_WRITE, Assume::SAFETY), "checked as two types, the pair holds");
    const IN_CONST: bool =
        transmutable::__private::decide_descriptions(&ON_READ, &ON_WRITE, Assume::NOTHING).is_transmutable();
    const { assert!(!IN_CONST) };
}

/// The attack as a package would write it: a library and its binary both
/// declare `mod shared;`, whose `crate::` paths name different types in
/// each. The binary must not build.
#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
fn a_library_and_its_binary_sharing_a_file_do_not_share_identities() {
    // One file, two crates.
    let shared = "#[derive(transmutable::Layout)]\n#[repr(C)]\npub struct X {\n    pub value: u8,\n    pub next: Option<Box<X>>,\n}\n\n\
                  #[derive(transmutable::Layout)]\n#[repr(C)]\npub struct Y {\n    pub value: crate::Value,\n    pub next: Option<Box<crate::Next>>,\n}\n";
    let library = "pub mod shared;\npub type Value = bool;\npub type Next = shared::Y;\n";
    let binary = "mod shared;\npub type Value = u8;\npub type Next = collision::shared::Y;\n\n\
                  fn main() {\n    \
                      let tail = collision::shared::X { value: 2, next: None };\n    \
                      let head = Box::new(collision::shared::X { value: 2, next: Some(Box::new(tail)) });\n    \
                      let y: Box<shared::Y> = transmutable::transmute(head);\n    \
                      let _ = y.next.map(|next| next.value);\n\
                  }\n";
    let output = fixture::cargo(
        "collision",
        "",
        &[("src/shared.rs", shared), ("src/lib.rs", library), ("src/main.rs", binary)],
        &["build", "--quiet", "--bin", "collision"],
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "the binary built:\n{stderr}");
    assert!(
        stderr.contains("`Box<X>` cannot be transmuted into `Box<Y>`")
            && stderr.contains("`X` cannot be transmuted into `Y`"),
        "the binary failed to build for another reason:\n{stderr}"
    );
}

/// Two packages whose libraries have one name, whose build scripts give the
/// compiler one `CARGO_MANIFEST_DIR`, and that include one file, give two
/// types one identity: the outer `X` holds a box of the inner `X`, which
/// holds a reference. A type without parameters is `Lifetime<'static>`
/// alone when it holds a reference behind its boxes; the search for one
/// takes a box of its own identity for recursion only when the structures
/// agree too, so the outer `X` is found to hold a reference, and a
/// short-lived one cannot become it.
#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
fn a_spoofed_identity_does_not_hide_a_reference() {
    let shared = "#[derive(transmutable::Layout)]\n#[repr(C)]\npub struct X {\n    pub next: crate::Next,\n}\n";
    let transmutable = env!("CARGO_MANIFEST_DIR");
    let manifest = |name: &str, dependencies: &str| {
        format!(
            "[package]\nname = \"{name}\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\n[lib]\nname = \"dup\"\n\n\
             [dependencies]\ntransmutable = {{ path = {transmutable:?}, features = [\"alloc\"] }}\n{dependencies}"
        )
    };
    let (outer_manifest, inner_manifest) =
        (manifest("outer", "inner_lib = { package = \"inner\", path = \"../inner\" }\n"), manifest("inner", ""));
    // One path, written out whole: cargo names each package's files by
    // their own absolute paths, which a relative `#[path]` would keep apart.
    let shared_path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("spoofed_identity/shared.rs");
    let outer_library =
        format!("#[path = {shared_path:?}]\npub mod shared;\npub type Next = Option<Box<inner_lib::shared::X>>;\n");
    let inner_library = format!("#[path = {shared_path:?}]\npub mod shared;\npub type Next = &'static u8;\n");
    let spoof = "fn main() {\n    println!(\"cargo:rustc-env=CARGO_MANIFEST_DIR=/same\");\n}\n";
    let program = "#[derive(transmutable::Layout)]\n#[repr(C)]\npub struct Short<'a> {\n    pub byte: &'a u8,\n}\n\n\
                   fn forge<'a>(short: Option<Box<Short<'a>>>) -> outer_lib::shared::X {\n    transmutable::transmute(short)\n}\n\n\
                   fn main() {\n    let byte = 42u8;\n    let _ = forge(Some(Box::new(Short { byte: &byte })));\n}\n";
    let output = fixture::cargo(
        "spoofed_identity",
        "outer_lib = { package = \"outer\", path = \"outer\" }\n",
        &[
            ("shared.rs", shared),
            ("outer/Cargo.toml", &outer_manifest),
            ("outer/build.rs", spoof),
            ("outer/src/lib.rs", &outer_library),
            ("inner/Cargo.toml", &inner_manifest),
            ("inner/build.rs", spoof),
            ("inner/src/lib.rs", &inner_library),
            ("src/main.rs", program),
        ],
        &["build", "--quiet"],
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "a short-lived reference became a `'static` one:\n{stderr}");
    assert!(stderr.contains("borrowed data escapes"), "it failed for another reason:\n{stderr}");
}

/// A library and its unit tests are two crates of one name, compiled from
/// the same files: a type derived in the library and one derived in its
/// unit tests (the library built with `--test`) are declared at one place,
/// and each is its process's first derive. A dev-dependency that depends
/// on the library links both into the test binary, where only the
/// compiler's command line (`--test`, `-C metadata`) tells their
/// identities apart. Here the two `Call`s hold a `fn(u8)` and a `fn(u16)`:
/// one identity would make them one type, and a `fn(u8)` pass for a
/// `fn(u16)`.
#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
fn a_library_and_its_unit_tests_do_not_share_identities() {
    let library = "#[cfg(not(test))]\npub type Argument = u8;\n#[cfg(test)]\npub type Argument = u16;\n\n\
                   #[derive(transmutable::Layout, Clone, Copy)]\n#[repr(C)]\npub struct Call {\n    pub call: fn(crate::Argument),\n}\n\n\
                   #[cfg(test)]\nmod tests {\n    use transmutable::{is_transmutable, Assume};\n\n    \
                       #[test]\n    fn the_librarys_call_is_not_the_tests() {\n        \
                           let library = core::any::type_name::<twin_helper::Call>();\n        \
                           assert!(library.starts_with(\"twin::\"), \"{library}\");\n        \
                           assert_ne!(core::any::TypeId::of::<twin_helper::Call>(), core::any::TypeId::of::<crate::Call>());\n        \
                           assert!(is_transmutable::<crate::Call, crate::Call>(Assume::NOTHING));\n        \
                           assert!(is_transmutable::<twin_helper::Call, twin_helper::Call>(Assume::NOTHING));\n        \
                           assert!(!is_transmutable::<twin_helper::Call, crate::Call>(Assume::NOTHING), \"a `fn(u8)` taken for a `fn(u16)`\");\n        \
                           assert!(!is_transmutable::<crate::Call, twin_helper::Call>(Assume::NOTHING), \"a `fn(u16)` taken for a `fn(u8)`\");\n        \
                           println!(\"identities apart\");\n    \
                       }\n\
                   }\n";
    let helper_manifest =
        "[package]\nname = \"twin_helper\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
                           [dependencies]\ntwin = { path = \"..\" }\n";
    let output = fixture::cargo(
        "twin",
        "\n[dev-dependencies]\ntwin_helper = { path = \"helper\" }\n",
        &[
            ("src/lib.rs", library),
            ("helper/Cargo.toml", helper_manifest),
            ("helper/src/lib.rs", "pub use twin::Call;\n"),
        ],
        &["test", "--lib", "--", "--nocapture"],
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("identities apart"), "the unit test did not run:\n{stdout}\n{stderr}");
}

/// A struct of one function pointer identified as `identity`, an identity
/// as the derive writes it (`{count}:{hash}`, 24 bytes).
const fn handler(identity: &'static str) -> Description {
    Description::new(Name::Plain("Handler"), 8, 8, Bytes::new(8, &HANDLER_PIECES), Invariants::None)
        .identified(identity)
}

static HANDLER_PIECES: [Piece; 1] = [Piece::new(0, 8, FUNCTION).named("call")];
static HANDLER: Description = handler("12:Ab3_xY9-zQ0pLm4Nr7sT2u");
static HANDLER_AGAIN: Description = handler("12:Ab3_xY9-zQ0pLm4Nr7sT2u");
static HANDLER_FIRST: Description = handler("22:Ab3_xY9-zQ0pLm4Nr7sT2u");
static HANDLER_EIGHTH: Description = handler("12:Ab3_yY9-zQ0pLm4Nr7sT2u");
static HANDLER_NINTH: Description = handler("12:Ab3_xZ9-zQ0pLm4Nr7sT2u");
static HANDLER_MIDDLE: Description = handler("12:Ab3_xY9-zQ1pLm4Nr7sT2u");
static HANDLER_LAST: Description = handler("12:Ab3_xY9-zQ0pLm4Nr7sT2v");
static HANDLER_LONGER: Description = handler("12:Ab3_xY9-zQ0pLm4Nr7sT2u0");

/// Two structs alike in every piece are one type only if their identities
/// are equal in every byte: one that differs in a single byte, first,
/// middle or last, is another type, and a function pointer into it needs
/// `Assume::SAFETY` (a description does not tell `fn(u8)` from `fn(u16)`).
#[test]
fn identities_differing_in_one_byte_are_two_types() {
    let holds = |source: &'static Description, destination: &'static Description, assume: Assume| {
        transmutable::__private::decide_descriptions(source, destination, assume).is_transmutable()
    };
    assert!(holds(&HANDLER, &HANDLER_AGAIN, Assume::NOTHING), "one identity, one type");
    let others = [
        ("first", &HANDLER_FIRST),
        ("eighth", &HANDLER_EIGHTH),
        ("ninth", &HANDLER_NINTH),
        ("middle", &HANDLER_MIDDLE),
        ("last", &HANDLER_LAST),
        ("longer", &HANDLER_LONGER),
    ];
    for (byte, other) in others {
        assert!(!holds(&HANDLER, other, Assume::NOTHING), "identities differing in the {byte} byte taken for one");
        assert!(!holds(other, &HANDLER, Assume::NOTHING), "identities differing in the {byte} byte taken for one");
        assert!(holds(&HANDLER, other, Assume::SAFETY), "checked as two types, the pair holds");
    }
    const SAME: bool =
        transmutable::__private::decide_descriptions(&HANDLER, &HANDLER_AGAIN, Assume::NOTHING).is_transmutable();
    const FIRST: bool =
        transmutable::__private::decide_descriptions(&HANDLER, &HANDLER_FIRST, Assume::NOTHING).is_transmutable();
    const MIDDLE: bool =
        transmutable::__private::decide_descriptions(&HANDLER, &HANDLER_MIDDLE, Assume::NOTHING).is_transmutable();
    const LAST: bool =
        transmutable::__private::decide_descriptions(&HANDLER, &HANDLER_LAST, Assume::NOTHING).is_transmutable();
    const { assert!(SAME && !FIRST && !MIDDLE && !LAST) };
}
