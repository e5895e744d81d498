//! The derive declares no item where the user's field types and
//! discriminant expressions are written, so every name a user writes there
//! means the user's item: names like the ones generated code once declared
//! (`__TransmutableTag`, `__TransmutableVariant_A`, `__TransmutablePayload`,
//! `__TRANSMUTABLE_REFERENT`) and like the locals it declares now
//! (`discriminant_0`, `offsets`, `REFERENT`).
//!
//! Each type below would be described wrongly if one of its names meant
//! something of transmutable's; each test checks a verdict or a value that the
//! real layout decides.

#![allow(non_camel_case_types, non_upper_case_globals, dead_code)]

use core::mem::size_of;

use transmutable::{Assume, Layout};

/// Zero-sized: a field `[u8; size_of::<__TransmutableTag>()]` holds nothing.
pub struct __TransmutableTag;
/// Zero-sized, like the next two.
pub struct __TransmutableVariant_A;
pub struct __TransmutablePayload;
pub struct __TransmutableLayout;
pub const __TRANSMUTABLE_REFERENT: usize = 2;
pub const REFERENT: usize = 3;
pub const discriminant_0: u8 = 7;
pub const offsets: u8 = 9;

/// Byte 1 holds a value in `Full` only: in `Empty` it is padding.
#[derive(Layout)]
#[repr(u8)]
pub enum TagNamed {
    Empty([u8; size_of::<__TransmutableTag>()]),
    Full(u8, u16),
}

/// The same with a `repr(C)` enum, whose layout had helper types of its own.
#[derive(Layout)]
#[repr(C, u8)]
pub enum PayloadNamed {
    Empty(
        [u8; size_of::<__TransmutablePayload>()
            + size_of::<__TransmutableLayout>()
            + size_of::<__TransmutableVariant_A>()],
    ),
    Full(u8, u16),
}

/// Discriminants that name the user's constants.
#[derive(Layout, Debug, PartialEq)]
#[repr(u8)]
pub enum DiscriminantsNamed {
    A(u8) = discriminant_0,
    B(u8) = offsets,
    C(u8),
}

/// Field types that name the user's constants.
#[derive(Layout)]
#[repr(C)]
pub struct ConstantsNamed {
    pub a: [u8; __TRANSMUTABLE_REFERENT],
    pub b: [u8; REFERENT],
}

macro_rules! enum_from_a_macro {
    ($name:ident, $field:ty, $value:expr) => {
        /// An enum whose input comes from a `macro_rules!` macro.
        #[derive(Layout, Debug, PartialEq)]
        #[repr(u8)]
        pub enum $name {
            Small($field) = $value,
            Large(u16),
        }
    };
}
enum_from_a_macro!(FromMacro, [u8; size_of::<__TransmutableTag>()], discriminant_0);

#[test]
fn padding_of_a_variant_stays_padding_whatever_its_field_types_name() {
    const TAG: bool = transmutable::is_transmutable::<TagNamed, [u8; 2]>(Assume::NOTHING);
    const PAYLOAD: bool = transmutable::is_transmutable::<PayloadNamed, [u8; 2]>(Assume::NOTHING);
    const MACRO: bool = transmutable::is_transmutable::<FromMacro, [u8; 2]>(Assume::NOTHING);
    const { assert!(!TAG && !PAYLOAD && !MACRO) };
    assert!(!transmutable::is_transmutable::<TagNamed, [u8; 2]>(Assume::NOTHING));
    assert_eq!(size_of::<TagNamed>(), 4);
    assert_eq!(<TagNamed as Layout>::DESCRIPTION.size(), 4);
}

#[test]
fn discriminants_are_the_users_constants() {
    assert_eq!(transmutable::try_transmute::<[u8; 2], DiscriminantsNamed>([7, 1]).ok(), Some(DiscriminantsNamed::A(1)));
    assert_eq!(transmutable::try_transmute::<[u8; 2], DiscriminantsNamed>([9, 2]).ok(), Some(DiscriminantsNamed::B(2)));
    assert_eq!(
        transmutable::try_transmute::<[u8; 2], DiscriminantsNamed>([10, 3]).ok(),
        Some(DiscriminantsNamed::C(3))
    );
    assert!(transmutable::try_transmute::<[u8; 2], DiscriminantsNamed>([0, 0]).is_err());
    let small: [u8; 1] = transmutable::transmute(FromMacro::Small([]));
    assert_eq!(small, [discriminant_0]);
}

#[test]
fn field_types_are_the_users_constants() {
    let value: ConstantsNamed = transmutable::transmute([1u8, 2, 3, 4, 5]);
    assert_eq!((value.a, value.b), ([1, 2], [3, 4, 5]));
}

/// Discriminants written as blocks, with a negation the derive must not
/// take for a macro call (`if !...`, `!MASK`).
#[derive(Layout, Debug, PartialEq)]
#[repr(u8)]
pub enum DiscriminantsInBlocks {
    A([u8; REFERENT - 1]) = {
        const SKIPPED: bool = false;
        if !SKIPPED {
            offsets + 1
        } else {
            0
        }
    },
    B(u8) = {
        const MASK: u8 = 0xf0;
        !MASK
    },
}

#[test]
fn discriminants_in_blocks_are_read_by_the_compiler() {
    assert_eq!(
        transmutable::try_transmute::<[u8; 3], DiscriminantsInBlocks>([10, 1, 2]).ok(),
        Some(DiscriminantsInBlocks::A([1, 2]))
    );
    assert_eq!(
        transmutable::try_transmute::<[u8; 3], DiscriminantsInBlocks>([0x0f, 4, 0]).ok(),
        Some(DiscriminantsInBlocks::B(4))
    );
    assert!(transmutable::try_transmute::<[u8; 3], DiscriminantsInBlocks>([9, 0, 0]).is_err());
}

mod fixture;

/// A crate may bind the name `core` to another crate, one that says a `u8`
/// is four bytes. The derive reaches the standard library through transmutable
/// only, so the description stays the compiler's.
#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
fn a_crate_named_core_is_not_the_standard_library() {
    let fake_core = "#![no_std]\npub use core::*;\npub mod primitive {\n    pub use core::primitive::*;\n    \
                     #[allow(non_camel_case_types)]\n    pub type u8 = u32;\n    \
                     #[allow(non_camel_case_types)]\n    pub type usize = u8;\n}\n";
    let program = "extern crate fake_core as core;\n\n\
                   #[derive(transmutable::Layout)]\n#[repr(u8)]\npub enum E {\n    A(bool, [u8; 7]),\n    B(u64),\n}\n\n\
                   #[derive(transmutable::Layout)]\n#[repr(C)]\npub struct Tailed {\n    pub length: u16,\n    pub data: [u8],\n}\n\n\
                   fn main() {\n    \
                       let mut bytes = [0u8; 16];\n    \
                       bytes[1] = 7;\n    \
                       assert!(transmutable::try_transmute::<[u8; 16], E>(bytes).is_err());\n    \
                       bytes[1] = 1;\n    \
                       assert!(matches!(transmutable::try_transmute::<[u8; 16], E>(bytes), Ok(E::A(true, _))));\n    \
                       #[repr(C, align(2))]\n    \
                       struct Buffer([u8; 6]);\n    \
                       let buffer = Buffer([1, 0, 5, 6, 7, 8]);\n    \
                       let tailed: &Tailed = transmutable::ref_from_bytes(&buffer.0[..]).unwrap_or_else(|_| unreachable!());\n    \
                       assert_eq!(tailed.data, [5, 6, 7, 8]);\n\
                   }\n";
    let output = fixture::cargo(
        "core_named",
        "fake_core = { path = \"fake_core\" }\n",
        &[
            ("fake_core/Cargo.toml", "[package]\nname = \"fake_core\"\nversion = \"0.0.0\"\nedition = \"2021\"\n"),
            ("fake_core/src/lib.rs", fake_core),
            ("src/main.rs", program),
        ],
        &["run", "--quiet"],
    );
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
}

/// Two field types that print alike may be two types: `$crate::Ref<'a>`
/// from a macro of this crate and from one of another. The `Lifetime` impl
/// asks each field for its bound, so the reference among them is tied, and
/// extending its lifetime is an error of the borrow checker.
#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
fn fields_that_print_alike_keep_their_own_lifetimes() {
    let library = "pub type Ref<'a> = &'a u8;\n\n\
                   #[macro_export]\nmacro_rules! pair {\n    ($($first:tt)*) => {\n        \
                   #[derive(::transmutable::Layout)]\n        #[repr(C)]\n        pub struct Pair<'a> {\n            \
                   pub first: $($first)*,\n            pub second: $crate::Ref<'a>,\n        }\n    };\n}\n";
    let program = "use core::marker::PhantomData;\n\npub type Ref<'a> = PhantomData<&'a ()>;\n\n\
                   macro_rules! make {\n    () => {\n        pair_library::pair!($crate::Ref<'a>);\n    };\n}\nmake!();\n\n\
                   fn extend<'a>(pair: Pair<'a>) -> Pair<'static> {\n    transmutable::transmute(pair)\n}\n\n\
                   fn main() {\n    let byte = 5u8;\n    let _ = extend(Pair { first: PhantomData, second: &byte });\n}\n";
    let library_manifest = format!(
        "[package]\nname = \"pair_library\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\n\
         [dependencies]\ntransmutable = {{ path = {:?}, features = [\"alloc\"] }}\n",
        env!("CARGO_MANIFEST_DIR")
    );
    let output = fixture::cargo(
        "dollar_crate",
        "pair_library = { path = \"pair_library\" }\n",
        &[
            ("pair_library/Cargo.toml", &library_manifest),
            ("pair_library/src/lib.rs", library),
            ("src/main.rs", program),
        ],
        &["build", "--quiet"],
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "extending the lifetime compiled");
    assert!(stderr.contains("lifetime may not live long enough"), "it failed for another reason:\n{stderr}");
}

/// A user's crate builds the derive with syn's default features, whose
/// syntax tree holds an expression inside a type only without statements:
/// discriminants written as blocks are read all the same (syn keeps their
/// tokens), a macro inside one is still found, and a length it cannot read
/// is an error that says what to write.
#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
fn the_derive_reads_blocks_without_the_full_syntax_tree() {
    let program = "macro_rules! one {\n    () => {\n        1\n    };\n}\n\n\
                   pub const SKIPPED: bool = false;\n\n\
                   #[derive(transmutable::Layout)]\n#[repr(u8)]\npub enum Blocks {\n    \
                       A(u8) = {\n        const MASK: u8 = 0xf0;\n        if !SKIPPED { !MASK } else { 0 }\n    },\n    \
                       B(u16),\n}\n\n\
                   #[derive(transmutable::Layout)]\n#[repr(u8)]\npub enum Expanded {\n    \
                       A(u8) = { one!() + 1 },\n}\n\n\
                   #[derive(transmutable::Layout)]\n#[repr(C)]\npub struct Statements {\n    \
                       pub a: [u8; { let n = 2; n }],\n}\n\n\
                   fn main() {\n    \
                       assert!(transmutable::try_transmute::<[u8; 4], Blocks>([0x0f, 0, 0, 0]).is_ok());\n}\n";
    let output = fixture::cargo("default_syn", "", &[("src/main.rs", program)], &["build", "--quiet"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    let lines: Vec<&str> = stderr.lines().filter(|line| line.starts_with("error") || line.contains("-->")).collect();
    assert_eq!(
        lines,
        [
            "error: transmutable cannot describe a type written with a macro here: the description repeats these \
             tokens, and a macro may expand differently each time. Declare the type or value once outside (`type \
             Field = ...;`, `const TAG: u8 = ...;`) and name it here",
            "  --> src/main.rs:22:15",
            "error: transmutable's derive cannot read this expression inside a type: declare it once outside (`const \
             LEN: usize = ...;`) and name it here",
            "  --> src/main.rs:28:17",
            "error: could not compile `default_syn` (bin \"default_syn\") due to 2 previous errors",
        ],
        "{stderr}"
    );
}
