//! Portable verdicts: the data models against the compiler, and what
//! differs from target to target.
//!
//! `data_model_of_<target>_matches_the_compiler` builds
//! `tests/portable_targets/` for each target of `Target::ALL`: that
//! crate stops compiling unless, for the target it is compiled for, every
//! portable description of its corpus is the compiler's layout piece by
//! piece, and every portable verdict on its pairs is the native verdict.
//! The portable verdict being the conjunction of the per-target ones (by
//! construction, and tested below), it is then the conjunction of the
//! native verdicts on every target checked. The build is also handed this
//! host's portable verdicts for the target on the pairs of
//! `portable_targets/src/dependent.rs` (types whose derive reads an input
//! that may mean another thing on another target), and stops compiling
//! unless each verdict the host gives is the compiler's there: a type the
//! host describes wrongly for another target fails here, which a build for
//! that target alone, resolving every input for itself, cannot show.
//! A target whose standard library
//! is not installed (`rustup target add <triple>`) has its test ignored by
//! `build.rs`, with the reason.
//!
//! The other tests pin, from the language's layout rules and the targets'
//! documented data models, what differs: pointer width, alignment of
//! 64- and 128-bit integers, byte order, the size of C enums.

use std::mem::size_of;
use std::process::Command;

#[allow(dead_code)]
#[path = "portable_targets/src/dependent.rs"]
mod dependent;

use transmutable::portable::{self, description_on, Target, Targets};
use transmutable::{Assume, Layout};

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "x86_64-unknown-linux-gnu")),
    ignore = "needs rustup target add x86_64-unknown-linux-gnu"
)]
fn data_model_of_x86_64_matches_the_compiler() {
    data_model_matches_the_compiler("x86_64-unknown-linux-gnu");
}

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "aarch64-unknown-linux-gnu")),
    ignore = "needs rustup target add aarch64-unknown-linux-gnu"
)]
fn data_model_of_aarch64_matches_the_compiler() {
    data_model_matches_the_compiler("aarch64-unknown-linux-gnu");
}

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "i686-unknown-linux-gnu")),
    ignore = "needs rustup target add i686-unknown-linux-gnu"
)]
fn data_model_of_i686_matches_the_compiler() {
    data_model_matches_the_compiler("i686-unknown-linux-gnu");
}

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "armv7-unknown-linux-gnueabihf")),
    ignore = "needs rustup target add armv7-unknown-linux-gnueabihf"
)]
fn data_model_of_armv7_matches_the_compiler() {
    data_model_matches_the_compiler("armv7-unknown-linux-gnueabihf");
}

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "thumbv7em-none-eabihf")),
    ignore = "needs rustup target add thumbv7em-none-eabihf"
)]
fn data_model_of_thumbv7em_matches_the_compiler() {
    data_model_matches_the_compiler("thumbv7em-none-eabihf");
}

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "s390x-unknown-linux-gnu")),
    ignore = "needs rustup target add s390x-unknown-linux-gnu"
)]
fn data_model_of_s390x_matches_the_compiler() {
    data_model_matches_the_compiler("s390x-unknown-linux-gnu");
}

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "powerpc64-unknown-linux-gnu")),
    ignore = "needs rustup target add powerpc64-unknown-linux-gnu"
)]
fn data_model_of_powerpc64_matches_the_compiler() {
    data_model_matches_the_compiler("powerpc64-unknown-linux-gnu");
}

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "wasm32-unknown-unknown")),
    ignore = "needs rustup target add wasm32-unknown-unknown"
)]
fn data_model_of_wasm32_matches_the_compiler() {
    data_model_matches_the_compiler("wasm32-unknown-unknown");
}

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "riscv64gc-unknown-linux-gnu")),
    ignore = "needs rustup target add riscv64gc-unknown-linux-gnu"
)]
fn data_model_of_riscv64_matches_the_compiler() {
    data_model_matches_the_compiler("riscv64gc-unknown-linux-gnu");
}

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "riscv32imac-unknown-none-elf")),
    ignore = "needs rustup target add riscv32imac-unknown-none-elf"
)]
fn data_model_of_riscv32_matches_the_compiler() {
    data_model_matches_the_compiler("riscv32imac-unknown-none-elf");
}

/// Every target of `Target::ALL` has its test above.
#[test]
fn every_target_has_its_test() {
    let source = include_str!("portable.rs");
    for target in Target::ALL {
        let call = format!("data_model_matches_the_compiler(\"{}\");", target.triple());
        assert!(source.contains(&call), "no test checks {} against the compiler", target.triple());
    }
}

/// Builds `tests/portable_targets/` for `triple`: it compiles only where
/// the target's data model is the compiler's layout.
fn data_model_matches_the_compiler(triple: &str) {
    let target = Target::ALL.into_iter().find(|target| target.triple() == triple).expect("a target of Target::ALL");
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/portable_targets/Cargo.toml");
    let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["check", "--quiet", "--target", triple, "--manifest-path"])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("portable_targets"))
        .env("TRANSMUTABLE_HOST_VERDICTS", host_verdicts(target))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "the data model of {triple} does not match the compiler:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// This host's portable verdict on `Src -> Dst` for `target`: `y`, `n`, or
/// `u` where it refuses either type a portable description.
fn host_verdict<Src, Dst>(target: Target, assume: Assume) -> char
where
    Src: Layout + transmutable::Lifetime<'static>,
    Dst: Layout + transmutable::Lifetime<'static>,
{
    if description_on::<Src>(target).is_err() || description_on::<Dst>(target).is_err() {
        'u'
    } else if portable::is_transmutable_on::<Src, Dst>(Targets::only(target), assume) {
        'y'
    } else {
        'n'
    }
}

/// The host's verdicts on the pairs of `dependent.rs` for `target`, as the
/// build for that target reads them (`TRANSMUTABLE_HOST_VERDICTS`).
fn host_verdicts(target: Target) -> String {
    use dependent::*;
    macro_rules! verdicts {
        ($(($source:ty, $destination:ty)),* $(,)?) => {
            [$(
                host_verdict::<$source, $destination>(target, Assume::NOTHING),
                host_verdict::<$source, $destination>(target, Assume::VALIDITY),
            )*]
        };
    }
    dependent::dependent_pairs!(verdicts).into_iter().collect()
}

/// A record of bit fields is the same bytes on every target; an integer
/// enum is not: the `u16` 0x0380 puts a valid `kind` in the network-order
/// record only where it is stored little-endian, and in the little-endian
/// record only where it is stored big-endian. The builds for each target
/// hold these host verdicts to the compiler's (`dependent.rs`).
#[test]
fn bit_fields_are_the_same_bytes_on_every_target() {
    use dependent::*;
    for target in Target::ALL {
        let big_endian = target.model().big_endian;
        let on = Targets::only(target);
        assert_eq!(portable::is_transmutable_on::<Tag16, CrossingNetwork>(on, Assume::NOTHING), !big_endian);
        assert_eq!(portable::is_transmutable_on::<Tag16, CrossingLittle>(on, Assume::NOTHING), big_endian);
        assert!(!portable::is_transmutable_on::<u8, VersionIhl>(on, Assume::NOTHING));
        assert!(portable::is_transmutable_on::<WrappedBits, VersionIhl>(on, Assume::NOTHING));
        let header = description_on::<BitHeader>(target).unwrap();
        let u64_align = target.model().align_of_integer(8);
        assert_eq!(header.size(), if u64_align == 8 { 24 } else { 20 });
    }
    // On every target at once, the two verdicts are refusals.
    assert!(!portable::is_transmutable::<Tag16, CrossingNetwork>(Assume::NOTHING));
    assert!(portable::is_transmutable::<VersionIhl, u8>(Assume::NOTHING));
}

#[test]
fn inputs_that_may_differ_by_target_are_refused() {
    use dependent::*;
    fn refused<T: Layout + ?Sized>(expected: &str) {
        for target in Target::ALL {
            let why = description_on::<T>(target).map(|_| ()).unwrap_err().to_string();
            assert!(why.contains(expected), "{}: {why}", std::any::type_name::<T>());
        }
    }
    refused::<Width>("`Width::W` has the discriminant `size_of::<usize>() as u8`, an expression whose value");
    refused::<FromConstant>("`FromConstant::A` has the discriminant `TAG`");
    refused::<WordBytes>("`WordBytes.w` has a type with the length or const argument `size_of::<usize>()`");
    refused::<HoldsBuffer>("`HoldsBuffer.braced` has a type with the length or const argument `{size_of::<usize>()}`");
    refused::<HoldsNamedBuffer>("`HoldsNamedBuffer.named` has a type with the length or const argument `WORD`");
    refused::<Long>("`Long.x` has type `c_long`, an alias whose width differs by target");
    refused::<HoldsLong>("`HoldsLong.long` holds `Long`, whose field `x` has type `c_long`, an alias whose width");
    refused::<Character>("`Character.c` has type `c_char`, an alias whose signedness differs by target");
    refused::<Aliased>("`Aliased.w` has type `Word`, which is `u32` here: an alias, whose meaning on other targets");
    refused::<HoldsNative>("`HoldsNative.n` has type `Native`, which is `");
    refused::<HoldsRenamed>("`HoldsRenamed.r` has type `Renamed`, which is `");
    refused::<PointsToLong>("`PointsToLong.p` has type `&'static c_long`, in which `c_long` is an alias whose width");
    refused::<HoldsPair>("`HoldsPair.p` has type `Pair<c_ulong>`, in which `c_ulong` is an alias whose width");
    refused::<Shadowed>("`Shadowed.x` has type `u32`, which is `");
    refused::<Configured>("`Configured.");
    refused::<Configured>("` is compiled under `#[cfg(..)]`");
    refused::<ConfiguredVariant>("`ConfiguredVariant.B` is compiled under `#[cfg(..)]`");
    refused::<Associated>("`Associated.w` has type `<() as Machine>::Word`, an associated type");
    refused::<Projected<()>>("`Projected.w` has type `T::Word`, an associated type");
    refused::<ByMacro>("`ByMacro.w` has type `MachineWord`, which is `");
    refused::<MadeWords>("`MadeWords.bytes` has a type with the length or const argument `size_of::<usize>()`");
    refused::<MadeLong>("`MadeLong.value` has type `c_long`");
    refused::<BitsAliased>("whose field `flag` has type `FlagBit`, which is `");
    // The std aliases that mean one type everywhere are that type; so are a
    // literal const argument, the items a macro writes with literals, and a
    // `PhantomData` of anything.
    for target in Target::ALL {
        let (aliases, primitives) =
            (description_on::<CInts>(target).unwrap(), description_on::<Primitives>(target).unwrap());
        assert_eq!((aliases.size(), aliases.align()), (primitives.size(), primitives.align()));
        assert!(portable::is_transmutable_on::<CInts, Primitives>(Targets::only(target), Assume::NOTHING));
        assert_eq!(description_on::<Buffer<4>>(target).unwrap().size(), 4);
        assert_eq!(description_on::<MadeFine>(target).unwrap().size(), 4);
        assert_eq!(description_on::<Eight>(target).unwrap().size(), 1);
        assert_eq!(description_on::<Phantom>(target).unwrap().size(), 4);
        assert_eq!(description_on::<BitsPlain>(target).unwrap().size(), 1);
    }
    // The refusal is the portable check's, and names the field; the native
    // checks are untouched.
    let answer = portable::decide::<Long, [u8; 8]>(Assume::NOTHING);
    assert_eq!(answer.failing(), Targets::ALL);
    assert!(answer.to_string().contains("`Long.x` has type `c_long`"), "{answer}");
    assert!(transmutable::is_transmutable::<Width, Eight>(Assume::NOTHING) == (size_of::<usize>() == 8));
    assert!(transmutable::is_transmutable::<Long, [u8; size_of::<core::ffi::c_long>()]>(Assume::NOTHING));
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Record {
    pub kind: u32,
    pub stamp: u64,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub enum Direction {
    Up,
    Down,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(u16)]
pub enum Wide {
    A = 0x0100,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Zero {
    Z = 0,
}

#[derive(Layout)]
pub struct Loose {
    pub a: u8,
    pub b: u16,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct HoldsLoose {
    pub head: u8,
    pub loose: Loose,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Wide128 {
    pub a: u8,
    pub b: u128,
}

/// The targets of `Target::ALL` whose model has `test`.
fn targets_where(test: impl Fn(&portable::DataModel) -> bool) -> Targets {
    Target::ALL
        .into_iter()
        .filter(|target| test(target.model()))
        .fold(Targets::NONE, |set, target| set.or(Targets::only(target)))
}

#[test]
fn pointer_width_decides_usize() {
    let answer = portable::decide::<usize, u64>(Assume::NOTHING);
    assert_eq!(answer.failing(), Targets::THIRTY_TWO_BIT);
    assert_eq!(Targets::THIRTY_TWO_BIT, targets_where(|model| model.pointer_width == 4));
    let text = answer.to_string();
    assert!(text.contains("where pointers (and `usize`) are 4 bytes"), "{text}");
    assert!(text.contains("`u64` (8 bytes) is larger than `usize` (4 bytes)"), "{text}");
    // A prefix everywhere.
    assert!(portable::is_transmutable::<u64, usize>(Assume::NOTHING));
    assert!(portable::is_transmutable_on::<usize, u64>(Targets::SIXTY_FOUR_BIT, Assume::NOTHING));
    for target in Target::ALL {
        assert_eq!(description_on::<usize>(target).unwrap().size(), target.model().pointer_width);
        assert_eq!(description_on::<&u8>(target).unwrap().size(), target.model().pointer_width);
        assert_eq!(description_on::<&[u8]>(target).unwrap().size(), 2 * target.model().pointer_width);
    }
}

#[test]
fn alignment_tables_place_fields() {
    // `stamp` follows `kind` at the next multiple of `u64`'s alignment.
    for target in Target::ALL {
        let align = target.model().align_of_u64;
        let record = description_on::<Record>(target).unwrap();
        assert_eq!(record.size(), if align == 4 { 12 } else { 16 }, "{target:?}");
        assert_eq!(record.align(), align);
    }
    // Padding at bytes 4..8 everywhere but i686, where `Record` is 12 bytes.
    let answer = portable::decide::<Record, [u8; 12]>(Assume::NOTHING);
    assert_eq!(answer.failing(), Targets::ALL.without(Targets::only(Target::I686)));
    assert!(
        matches!(answer.first_refusal(), Some((Target::X86_64, refusal)) if matches!(refusal.reason(), Some(transmutable::Reason::NotValid(mismatch)) if mismatch.offset() == 4))
    );
    let too_small = portable::decide_on::<Record, [u8; 16]>(Targets::only(Target::I686), Assume::NOTHING);
    assert!(
        matches!(too_small.first_refusal(), Some((Target::I686, refusal)) if matches!(refusal.reason(), Some(transmutable::Reason::TooLarge(_))))
    );
    let on_i686 = portable::decide_on::<Record, [u8; 12]>(Targets::only(Target::I686), Assume::NOTHING);
    assert!(on_i686.is_transmutable(), "{on_i686}");
    // `u128` is aligned to 16 or 8.
    for target in Target::ALL {
        let wide = description_on::<Wide128>(target).unwrap();
        assert_eq!(wide.size(), 16 + target.model().align_of_u128, "{target:?}");
    }
    assert_eq!(Target::I686.model().align_of_u128, 16);
    assert_eq!(Target::S390x.model().align_of_u128, 8);
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Tailed {
    pub kind: u8,
    pub length: u64,
    pub words: [u16],
}

#[test]
fn slice_tails_follow_the_sized_fields() {
    // The tail starts where the sized fields end, rounded to `u16`.
    for target in Target::ALL {
        let tailed = description_on::<Tailed>(target).unwrap();
        let align = target.model().align_of_u64;
        assert_eq!((tailed.size(), tailed.align()), (align + 8, align), "{target:?}");
        assert_eq!(tailed.size_with(3), Some((align + 8 + 6).next_multiple_of(align)), "{target:?}");
    }
}

#[test]
fn byte_order_moves_tags() {
    let answer = portable::decide::<Wide, Zero>(Assume::NOTHING);
    assert_eq!(answer.failing(), Targets::BIG_ENDIAN);
    assert_eq!(Targets::BIG_ENDIAN, targets_where(|model| model.big_endian));
    let text = answer.to_string();
    assert!(text.contains("It holds in one byte order only"), "{text}");
    assert!(text.contains("transmutable::byteorder"), "{text}");
    assert!(portable::is_transmutable_on::<Wide, Zero>(Targets::LITTLE_ENDIAN, Assume::NOTHING));
    let big = portable::decide_on::<char, [u8; 4]>(Targets::BIG_ENDIAN, Assume::NOTHING);
    assert!(big.is_transmutable());
    // Bytes read back as a `char` need the check in both orders.
    let from_bytes = portable::decide::<[u8; 4], char>(Assume::NOTHING);
    assert_eq!(from_bytes.failing(), Targets::ALL);
    // On a target of the other byte order, the values are read in its order.
    for target in [Target::X86_64, Target::S390x] {
        let text = portable::decide_on::<[u8; 4], char>(Targets::only(target), Assume::NOTHING).to_string();
        assert!(text.contains("which accepts only 0..=0xd7ff, 0xe000..=0x10ffff"), "{text}");
        let text = portable::decide_on::<u16, Wide>(Targets::only(target), Assume::NOTHING).to_string();
        assert!(text.contains("which accepts only 0x100"), "{text}");
    }
}

#[test]
fn tags_in_a_fixed_byte_order_are_portable() {
    use transmutable::byteorder::{BigEndian, Enum, LittleEndian};
    // `Wide::A` is 0x0100: its first byte is 0x01 in big-endian order,
    // 0x00 in little-endian order, on every target alike.
    assert_eq!(portable::decide::<Enum<Wide, BigEndian>, Zero>(Assume::NOTHING).failing(), Targets::ALL);
    assert!(portable::is_transmutable::<Enum<Wide, LittleEndian>, Zero>(Assume::NOTHING));
    for target in Target::ALL {
        let wire = description_on::<Enum<Wide, BigEndian>>(target).unwrap();
        assert_eq!((wire.size(), wire.align()), (2, 1));
    }
    // Natively, the wire form holds the same values as the enum.
    assert!(transmutable::is_transmutable::<Enum<Wide, BigEndian>, [u8; 2]>(Assume::NOTHING));
}

#[test]
fn c_enums_are_smaller_where_c_says_so() {
    for target in Target::ALL {
        let direction = description_on::<Direction>(target).unwrap();
        assert_eq!(direction.size(), target.model().c_enum_min_size, "{target:?}");
    }
    let answer = portable::decide::<Direction, u32>(Assume::NOTHING);
    assert_eq!(answer.failing(), Targets::only(Target::ThumbV7em));
    assert!(answer.to_string().contains("a `repr(C)` enum's tag may be 1 byte"), "{answer}");
}

#[test]
fn default_representation_is_named_with_its_field() {
    let answer = portable::decide::<HoldsLoose, [u8; 5]>(Assume::NOTHING);
    assert_eq!(answer.failing(), Targets::ALL);
    let text = answer.to_string();
    assert!(text.contains("`HoldsLoose.loose` holds `Loose`, which has the default representation"), "{text}");
    let tuple = portable::decide::<[u8; 4], (u16, u16)>(Assume::NOTHING).to_string();
    assert!(tuple.contains("`(u16, u16)` is a tuple"), "{tuple}");
    // Natively, both are fine on this target.
    assert!(transmutable::is_transmutable::<[u8; 4], (u16, u16)>(Assume::NOTHING));
}

#[test]
fn the_portable_verdict_is_the_conjunction_of_the_targets() {
    fn check<Src: Layout + transmutable::Lifetime<'static>, Dst: Layout + transmutable::Lifetime<'static>>() {
        for assume in [Assume::NOTHING, Assume::VALIDITY] {
            let all = portable::decide::<Src, Dst>(assume);
            let mut failing = Targets::NONE;
            for target in Target::ALL {
                if !portable::is_transmutable_on::<Src, Dst>(Targets::only(target), assume) {
                    failing = failing.or(Targets::only(target));
                }
            }
            assert_eq!(all.failing(), failing);
            assert_eq!(all.is_transmutable(), failing.is_empty());
        }
    }
    check::<usize, u64>();
    check::<Record, [u8; 12]>();
    check::<Wide, Zero>();
    check::<Direction, u32>();
    check::<[u8; 4], char>();
    check::<u32, [u16; 2]>();
}

#[test]
fn hand_written_layouts_are_not_portable() {
    #[repr(transparent)]
    pub struct Hand(u8);
    // SAFETY: `Hand` is a transparent `u8`, whatever its value.
    unsafe impl Layout for Hand {
        const DESCRIPTION: &'static transmutable::Description = <u8 as Layout>::DESCRIPTION;
    }
    // SAFETY: `Hand` holds no reference.
    unsafe impl<'l> transmutable::Lifetime<'l> for Hand {}
    let answer = portable::decide::<u8, Hand>(Assume::NOTHING);
    assert_eq!(answer.failing(), Targets::ALL);
    assert!(answer.to_string().contains("a `Layout` impl written by hand"), "{answer}");
}

#[test]
fn derived_layouts_say_why_they_are_not_portable() {
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Unasked {
        pub a: u16,
    }
    #[derive(transmutable::Layout)]
    pub struct Defaulted {
        pub a: u16,
    }
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct GenericUnasked<T> {
        pub a: T,
    }
    let asked = "derived without `#[transmutable(portable)]`";
    let unasked = portable::decide::<u16, Unasked>(Assume::NOTHING);
    assert_eq!(unasked.failing(), Targets::ALL);
    assert!(unasked.to_string().contains(&format!("`Unasked` was {asked}")), "{unasked}");
    let defaulted = portable::decide::<u16, Defaulted>(Assume::NOTHING);
    assert_eq!(defaulted.failing(), Targets::ALL);
    assert!(defaulted.to_string().contains("`Defaulted` has the default representation"), "{defaulted}");
    let generic = portable::decide::<u16, GenericUnasked<u16>>(Assume::NOTHING);
    assert_eq!(generic.failing(), Targets::ALL);
    assert!(generic.to_string().contains(asked), "{generic}");
}

#[test]
fn the_current_target_is_known() {
    let current = Target::current().expect("the tests run on a target transmutable has a model of");
    assert!(current.model().is_current());
    assert!(portable::describes_current::<Record>());
    assert!(portable::describes_current::<Direction>());
}

// The macro, in a passing and a narrowed form; failing forms are compile-fail
// doc tests of the macro.
portable::assert_transmutable!([u32; 2], u64);
portable::assert_transmutable!(usize, u64, Assume::NOTHING, Targets::SIXTY_FOUR_BIT);
portable::assert_transmutable!(Wide, Zero, Assume::NOTHING, Targets::LITTLE_ENDIAN);
