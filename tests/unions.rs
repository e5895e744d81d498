//! Unions written by safe code, then transmuted by goggles into themselves,
//! and read back: what the union holds is a mix that no field of it is, and
//! the destination union holds it as well. Run under Miri, which reports any
//! invalid value the programs make or read:
//!
//! ```text
//! cargo +nightly miri test --test unions
//! cargo +nightly miri test --test unions --target s390x-unknown-linux-gnu
//! ```
//!
//! Every union written here is written by safe code alone: a whole field
//! (`u.a = x`), or a part of one through a place (`u.b.byte = 2`). Reading a
//! union field takes `unsafe`, and each read below reads a field whose bytes
//! the program wrote last as that field, or reads the bytes through goggles.

use core::cell::Cell;

use goggles::{Assume, Assumption, Layout};

#[allow(dead_code)]
mod types {
    include!("corpus/types.rs");
}
use types::*;

/// `Crossed { a: ByteThenFlag { byte: 2, flag: false } }`, then `u.b.byte =
/// 2`: the bytes `[2, 2]`, where the `bool` of neither field is valid.
fn two_twos() -> Crossed {
    let mut crossed = Crossed { a: ByteThenFlag { byte: 2, flag: false } };
    crossed.b.byte = 2;
    crossed
}

fn bytes_of(crossed: Crossed) -> [u8; 2] {
    goggles::transmute::<Crossed, [u8; 2]>(crossed)
}

#[test]
fn a_mix_of_two_fields_becomes_itself() {
    let crossed: Crossed = goggles::transmute(two_twos());
    assert_eq!(bytes_of(crossed), [2, 2]);
    // The bytes that are each a `u8` of some field, read as those fields.
    // SAFETY: `a.byte` is a `u8`, and every byte is initialized.
    let first = unsafe { crossed.a.byte };
    // SAFETY: as for `a.byte`.
    let second = unsafe { crossed.b.byte };
    assert_eq!((first, second), (2, 2));
}

/// Validity assumed: some value of the source is one of the destination.
struct Valid;
impl Assumption for Valid {
    const ASSUME: Assume = Assume::VALIDITY;
}

#[test]
fn a_union_becomes_itself_assuming_validity() {
    // SAFETY: every value of `Crossed` is one of `Crossed`.
    let crossed: Crossed = unsafe { goggles::transmute_assuming::<Crossed, Crossed, Valid>(two_twos()) };
    assert_eq!(bytes_of(crossed), [2, 2]);
}

#[test]
fn the_mix_is_no_field_of_another_union() {
    // `CrossedTwin` has `Crossed`'s fields, and the same mixes in truth; goggles
    // reads a destination union that is not the source's as one field whole,
    // and `[2, 2]` is neither.
    assert!(!goggles::is_transmutable::<Crossed, CrossedTwin>(Assume::NOTHING));
    assert!(!goggles::is_transmutable::<[u8; 2], Crossed>(Assume::NOTHING));
}

#[test]
fn chars_written_whole_become_themselves() {
    let mut chars = CharOrChar { a: 'x' };
    chars.b = '\u{10FFFF}';
    let chars: CharOrChar = goggles::transmute(chars);
    assert_eq!(goggles::transmute::<CharOrChar, u32>(chars), 0x10FFFF);
    // SAFETY: the last write was `b`, a whole `char`.
    assert_eq!(unsafe { chars.b }, '\u{10FFFF}');
}

#[test]
fn halves_mixed_become_themselves() {
    let mut halves = Halves { byte: ByteHalf { tag: OneTag::One, byte: 5 } };
    halves.flag.tag = ZeroTag::Zero;
    let halves: Halves = goggles::transmute(halves);
    assert_eq!(goggles::transmute::<Halves, [u8; 2]>(halves), [0, 5]);
}

#[test]
fn a_union_inside_a_struct_becomes_itself() {
    let mut after = AfterByte { byte: 7, crossed: two_twos() };
    after.crossed.a.byte = 9;
    let after: AfterByte = goggles::transmute(after);
    assert_eq!(after.byte, 7);
    assert_eq!(bytes_of(after.crossed), [9, 2]);
}

#[test]
fn a_union_inside_an_enum_becomes_itself() {
    let tagged: CrossedOrWord = goggles::transmute(CrossedOrWord::Crossed(two_twos()));
    match tagged {
        CrossedOrWord::Crossed(crossed) => assert_eq!(bytes_of(crossed), [2, 2]),
        CrossedOrWord::Word(_) => panic!("the tag changed"),
    }
    let word: CrossedOrWord = goggles::transmute(CrossedOrWord::Word(0x0102));
    assert!(matches!(word, CrossedOrWord::Word(0x0102)));
}

#[test]
fn arrays_of_unions_become_themselves_and_their_prefixes() {
    let mut array = [two_twos(), Crossed { b: FlagThenByte { flag: true, byte: 3 } }, two_twos()];
    array[1].a.byte = 4;
    let same: [Crossed; 3] = goggles::transmute(array);
    assert_eq!(same.map(bytes_of), [[2, 2], [4, 3], [2, 2]]);
    let prefix: [Crossed; 2] = goggles::transmute(array);
    assert_eq!(prefix.map(bytes_of), [[2, 2], [4, 3]]);
}

#[test]
fn a_megabyte_of_unions_becomes_itself() {
    // Boxed, so that no megabyte is copied: `Box<T> -> Box<T>` needs
    // `T -> T` both ways. Under Miri, which takes minutes to fill a
    // megabyte, fewer of them: the check is the same, and as cheap.
    const LENGTH: usize = if cfg!(miri) { 1 << 12 } else { 1 << 20 };
    let boxed: Box<[Crossed; LENGTH]> = vec![two_twos(); LENGTH].into_boxed_slice().try_into().ok().unwrap();
    let boxed: Box<[Crossed; LENGTH]> = goggles::transmute(boxed);
    assert_eq!(bytes_of(boxed[LENGTH - 1]), [2, 2]);
}

#[test]
fn a_shared_reference_to_a_union_becomes_one_to_itself() {
    let crossed = two_twos();
    let same: &Crossed = goggles::transmute_ref(&crossed);
    assert_eq!(bytes_of(*same), [2, 2]);
    let pair = [two_twos(), Crossed { a: ByteThenFlag { byte: 1, flag: true } }];
    let first: &Crossed = goggles::transmute_ref(&pair);
    assert_eq!(bytes_of(*first), [2, 2]);
    let slice: &[Crossed] = goggles::cast_slice(&pair[..]);
    assert_eq!(bytes_of(slice[1]), [1, 1]);
}

#[test]
fn a_cell_of_a_union_becomes_itself() {
    let cell = Cell::new(two_twos());
    let same: &Cell<Crossed> = goggles::transmute_ref(&cell);
    let mut mixed = Crossed { b: FlagThenByte { flag: false, byte: 8 } };
    mixed.a.byte = 6;
    same.set(mixed);
    assert_eq!(bytes_of(cell.get()), [6, 8]);
}

#[test]
fn a_mutable_reference_to_a_union_writes_back_what_it_holds() {
    let mut crossed = Crossed { a: ByteThenFlag { byte: 1, flag: true } };
    {
        let same: &mut Crossed = goggles::transmute_mut(&mut crossed);
        same.b.byte = 2;
    }
    assert_eq!(bytes_of(crossed), [1, 2]);

    let mut pair = [two_twos(), two_twos()];
    {
        let first: &mut Crossed = goggles::transmute_mut(&mut pair);
        *first = Crossed { b: FlagThenByte { flag: false, byte: 5 } };
        first.a.byte = 3;
    }
    assert_eq!(pair.map(bytes_of), [[3, 5], [2, 2]]);

    let mut after = AfterByte { byte: 0, crossed: two_twos() };
    {
        let same: &mut AfterByte = goggles::transmute_mut(&mut after);
        same.crossed.b.byte = 7;
        same.byte = 1;
    }
    assert_eq!((after.byte, bytes_of(after.crossed)), (1, [2, 7]));
}

#[test]
fn a_union_of_cells_behind_references_to_itself() {
    let flag = FlagOrByteCell { byte: core::mem::ManuallyDrop::new(Cell::new(2)) };
    let same: &FlagOrByteCell = goggles::transmute_ref(&flag);
    // SAFETY: the last write was `byte`, a `Cell<u8>`, read as one.
    unsafe { same.byte.set(3) };
    // SAFETY: as above.
    assert_eq!(unsafe { flag.byte.get() }, 3);
    let mut flag = flag;
    let same: &mut FlagOrByteCell = goggles::transmute_mut(&mut flag);
    *same = FlagOrByteCell { flag: core::mem::ManuallyDrop::new(Cell::new(true)) };
    // SAFETY: the last write was `flag`, a `Cell<bool>`, read as one.
    assert!(unsafe { flag.flag.get() });
}

#[test]
fn descriptions_are_of_one_union_only_where_the_types_are() {
    // A generic union has no identity: goggles does not recognize it where
    // it meets itself, and reads it as elsewhere.
    assert!(!goggles::is_transmutable::<Either<ByteThenFlag, FlagThenByte>, Either<ByteThenFlag, FlagThenByte>>(
        Assume::NOTHING
    ));
    assert!(goggles::is_transmutable::<Crossed, Crossed>(Assume::NOTHING));
    assert!(<Crossed as Layout>::DESCRIPTION.size() == 2);
}

#[test]
fn a_union_checked_at_run_time_is_one_field_whole() {
    // The validator of `try_transmute` reads a destination union as one of
    // its fields: a mix that is neither is refused at run time.
    assert!(goggles::try_transmute::<Crossed, Crossed>(two_twos()).is_err());
    let whole = Crossed { b: FlagThenByte { flag: true, byte: 2 } };
    let checked = goggles::try_transmute::<Crossed, Crossed>(whole).ok().map(bytes_of);
    assert_eq!(checked, Some([1, 2]));
}
