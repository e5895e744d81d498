//! References, pointers and views at run time: every test here dereferences
//! a transmuted pointer, so that Miri (`scripts/miri.sh`) checks the
//! compile-time verdicts against the language's rules on real memory.

use core::cell::Cell;
use core::num::NonZeroU32;
use core::ptr::NonNull;

use transmutable::{Assume, Assumption, Layout};

#[derive(Layout, Debug, PartialEq)]
#[repr(C)]
pub struct Rgba {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(u8)]
pub enum Light {
    Off = 0,
    On = 1,
}

#[derive(Layout)]
#[repr(C)]
pub struct Node {
    pub value: u8,
    pub next: Option<&'static Node>,
}

#[derive(Layout)]
#[repr(C)]
pub struct Message {
    pub kind: Light,
    pub payload: [u8],
}

struct Lifetimes;
impl Assumption for Lifetimes {
    const ASSUME: Assume = Assume::LIFETIMES;
}

#[test]
fn shared_references_read_the_same_bytes() {
    let word = u32::from_ne_bytes([1, 2, 3, 4]);
    let pixel: &Rgba = transmutable::transmute_ref(&word);
    assert_eq!(*pixel, Rgba { r: 1, g: 2, b: 3, a: 4 });
    let prefix: &[u8; 2] = transmutable::transmute_ref(&word);
    assert_eq!(prefix, &[1, 2]);
}

#[test]
fn mutable_references_write_through() {
    let mut word = 0u32;
    let bytes: &mut [u8; 4] = transmutable::transmute_mut(&mut word);
    bytes[3] = 0xFF;
    assert_eq!(word.to_ne_bytes(), [0, 0, 0, 0xFF]);
}

#[test]
fn a_unique_cell_may_become_plain_bytes() {
    // Through `&mut`, nothing else can see the cell change: this holds.
    let mut cell = Cell::new(5u8);
    let plain: &mut u8 = transmutable::transmute_mut(&mut cell);
    *plain = 7;
    assert_eq!(cell.get(), 7);
}

#[test]
fn shared_cells_stay_cells() {
    let cells = [Cell::new(1u8), Cell::new(2)];
    let same: &[Cell<u8>; 1] = transmutable::transmute_ref(&cells);
    same[0].set(9);
    assert_eq!(cells[0].get(), 9);
}

#[test]
fn references_inside_values_keep_their_referents() {
    static TAIL: Node = Node { value: 2, next: None };
    let head = Node { value: 1, next: Some(&TAIL) };
    // SAFETY: `Node` refers only to `'static` nodes: no lifetime grows.
    let pointers: (u8, Option<&'static Node>) = unsafe { transmutable::transmute_assuming::<_, _, Lifetimes>(head) };
    assert_eq!(pointers.1.map(|node| node.value), Some(2));
}

#[test]
fn references_become_raw_and_non_null_pointers() {
    let value = 42u32;
    let reference: &u32 = &value;
    let raw: *const u32 = transmutable::transmute(reference);
    let non_null: NonNull<u32> = transmutable::transmute(reference);
    // SAFETY: `raw` points to `value`, which is alive and not mutated.
    let through_raw = unsafe { *raw };
    // SAFETY: so does `non_null`.
    let through_non_null = unsafe { *non_null.as_ptr() };
    assert_eq!((through_raw, through_non_null), (42, 42));
}

#[test]
fn byte_views_read_and_write_in_place() {
    let mut storage = [0u32; 2];
    let bytes = transmutable::as_mut_bytes(&mut storage);
    bytes[..4].copy_from_slice(&7u32.to_ne_bytes());
    let (first, rest): (&u32, &[u8]) = transmutable::ref_from_prefix(transmutable::as_bytes(&storage)).unwrap();
    assert_eq!((*first, rest.len()), (7, 4));
}

#[test]
fn slice_tailed_types_view_whole_buffers() {
    let buffer = [1u8, 10, 20, 30];
    let message: &Message = transmutable::try_ref_from_bytes(&buffer[..]).unwrap();
    assert_eq!((message.kind, &message.payload), (Light::On, &[10, 20, 30][..]));
    let error = transmutable::try_ref_from_bytes::<Message>(&[2u8, 0][..]).err().unwrap();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `Message`: byte 0 (`Message.kind`) holds 2, but only 0..=1 is valid there"
    );
}

#[test]
fn slices_change_element_counts() {
    let words = [0x0102u16, 0x0304];
    let bytes: &[u8] = transmutable::as_bytes(&words[..]);
    assert_eq!(bytes.len(), 4);
    let back: &[u16] = match transmutable::ref_from_bytes(bytes) {
        Ok(back) => back,
        Err(error) => panic!("{error}"),
    };
    assert_eq!(back, &words);
    let odd = transmutable::ref_from_bytes::<[u16]>(&bytes[..3]).unwrap_err();
    assert!(odd.to_string().starts_with("the buffer holds 3 bytes"));
    let text: &str = transmutable::try_ref_from_bytes(&b"ok"[..]).unwrap();
    assert_eq!(transmutable::as_bytes(text), b"ok");
}

#[test]
fn fallible_transmutation_gives_the_value_back() {
    assert_eq!(transmutable::try_transmute::<u32, NonZeroU32>(5).map(NonZeroU32::get).ok(), Some(5));
    let error = transmutable::try_transmute::<u32, NonZeroU32>(0).unwrap_err();
    // Reported as the whole integer, not byte by byte.
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `NonZero<u32>`: bytes 0..4 hold 0, but only 1..=0xffffffff is valid there"
    );
    assert_eq!((error.offset(), error.integer()), (0, Some(0)));
    assert_eq!(error.into_source(), 0);
    let light: Light = transmutable::try_transmute(1u8).unwrap();
    assert_eq!(light, Light::On);
}

/// Types of one name in two function bodies, or made by two expansions of
/// one macro, are different types: a recursive check that meets one of
/// them again must not take it for the other.
pub trait Named {
    type Node;
}

pub struct Bytes;
pub struct Flags;
pub struct BoxedBytes;
pub struct BoxedFlags;

macro_rules! node {
    ($for:ident, $field:ty) => {
        #[derive(Layout)]
        #[repr(C)]
        pub struct Node(pub $field);
        impl Named for $for {
            type Node = Node;
        }
    };
}

#[allow(dead_code, non_local_definitions)]
fn bytes() {
    node!(Bytes, u8);
}

#[allow(dead_code, non_local_definitions)]
fn flags() {
    node!(Flags, bool);
}

#[allow(dead_code, non_local_definitions)]
fn boxed_bytes() {
    #[derive(Layout)]
    #[repr(C)]
    pub struct Node(pub Box<<Bytes as Named>::Node>);
    impl Named for BoxedBytes {
        type Node = Node;
    }
}

#[allow(dead_code, non_local_definitions)]
fn boxed_flags() {
    #[derive(Layout)]
    #[repr(C)]
    pub struct Node(pub Box<<Flags as Named>::Node>);
    impl Named for BoxedFlags {
        type Node = Node;
    }
}

#[test]
fn types_of_one_name_are_told_apart() {
    type Of<T> = <T as Named>::Node;
    assert!(!transmutable::is_transmutable::<Box<Of<BoxedBytes>>, Box<Of<BoxedFlags>>>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<Box<Of<BoxedFlags>>, Box<Of<BoxedBytes>>>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<Of<Bytes>, Of<Flags>>(Assume::NOTHING));
}

/// A struct ending in bytes, and one as long whose sized part is a `u32`:
/// with one element the second is 8 bytes long (aligned to 4), the first 5.
#[derive(Layout)]
#[repr(C)]
pub struct LooseTail {
    pub head: [u8; 4],
    pub data: [u8],
}

#[derive(Layout)]
#[repr(C)]
pub struct TightTail {
    pub head: u32,
    pub data: [u8],
}

#[test]
fn an_aligned_address_does_not_make_an_unsized_referent_longer() {
    const ASSUMED: Assume = Assume::ALIGNMENT.and(Assume::LIFETIMES);
    const IN_CONST: bool = transmutable::is_transmutable::<&LooseTail, &TightTail>(ASSUMED);
    const { assert!(!IN_CONST) };
    assert!(!transmutable::is_transmutable::<&LooseTail, &TightTail>(ASSUMED));
    // Elements that fill whole alignment units round up the same way.
    assert!(transmutable::is_transmutable::<&[[u8; 4]], &[u32]>(ASSUMED));
}

/// A cell, then a flag that no `&` can write.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct CellAndFlag {
    pub cell: Cell<u8>,
    pub flag: bool,
}

/// The same bytes, the second any byte.
#[derive(Layout)]
#[repr(C)]
pub struct CellAndByte {
    pub cell: Cell<u8>,
    pub byte: u8,
}

/// A frozen tag before a `bool` cell.
#[derive(Layout, Debug)]
#[repr(u8)]
pub enum Switch {
    Off(Cell<bool>),
    On(Cell<bool>),
}

/// What `Switch` looks like as one struct.
#[derive(Layout)]
#[repr(C)]
pub struct TagAndFlagCell {
    pub tag: u8,
    pub flag: Cell<bool>,
}

#[test]
fn shared_references_write_back_only_through_their_cells() {
    // Every value the destination's cells can take, written through it, then
    // read through the source: under Miri, an invalid `bool` or tag is UB.
    let pair = CellAndFlag { cell: Cell::new(0), flag: true };
    let view: &CellAndByte = transmutable::transmute_ref(&pair);
    for value in 0..=u8::MAX {
        view.cell.set(value);
        assert_eq!((pair.cell.get(), pair.flag, view.byte), (value, true, 1));
    }
    let pairs = [CellAndFlag { cell: Cell::new(1), flag: false }, CellAndFlag { cell: Cell::new(2), flag: true }];
    let views: &[CellAndByte] = transmutable::cast_slice(&pairs);
    views[1].cell.set(0xFF);
    assert_eq!((pairs[1].cell.get(), pairs[1].flag), (0xFF, true));

    for switch in [Switch::Off(Cell::new(false)), Switch::On(Cell::new(true))] {
        let view: &TagAndFlagCell = transmutable::transmute_ref(&switch);
        for flag in [false, true] {
            view.flag.set(flag);
            match &switch {
                Switch::Off(cell) => assert_eq!((view.tag, cell.get()), (0, flag)),
                Switch::On(cell) => assert_eq!((view.tag, cell.get()), (1, flag)),
            }
        }
    }
}

#[test]
fn what_a_cell_writes_over_part_of_a_wide_integer_is_refused() {
    // A `Cell<u8>` over the low byte of a `NonZeroU32` could write 0 while
    // the other bytes are 0 too; a `Cell<u8>` over a byte beside a flag may
    // write anything, but not over the flag itself.
    assert!(!transmutable::is_transmutable::<&Cell<NonZeroU32>, &Cell<u8>>(Assume::LIFETIMES));
    assert!(!transmutable::is_transmutable::<&CellAndByte, &CellAndFlag>(Assume::LIFETIMES));
    assert!(!transmutable::is_transmutable::<&mut CellAndFlag, &mut CellAndByte>(Assume::LIFETIMES));
    assert!(transmutable::is_transmutable::<&CellAndFlag, &CellAndByte>(Assume::LIFETIMES));
}

#[derive(Layout)]
#[repr(C)]
pub union FlagOrByteCell {
    pub flag: core::mem::ManuallyDrop<Cell<bool>>,
    pub byte: core::mem::ManuallyDrop<Cell<u8>>,
}

#[test]
fn a_union_writes_through_the_cells_of_each_field() {
    // A `&FlagOrByteCell` becomes a `&Cell<u8>` (its `byte` field accepts
    // any byte), which writes any byte: so a `&Cell<bool>` may not become
    // one, and a `&Cell<u8>` may.
    assert!(!transmutable::decide_ref::<Cell<bool>, FlagOrByteCell>(Assume::NOTHING).is_transmutable());
    assert!(!transmutable::decide_ref::<(u8, Cell<bool>), (u8, FlagOrByteCell)>(Assume::NOTHING).is_transmutable());
    let byte = Cell::new(1u8);
    let union: &FlagOrByteCell = transmutable::transmute_ref(&byte);
    let again: &Cell<u8> = transmutable::transmute_ref(union);
    for value in [0, 2, 0xFF] {
        again.set(value);
        assert_eq!(byte.get(), value);
    }
    let bytes = [Cell::new(0u8), Cell::new(1)];
    let unions: &[FlagOrByteCell] = transmutable::cast_slice(&bytes[..]);
    let cells: &[Cell<u8>] = transmutable::cast_slice(unions);
    cells[1].set(7);
    assert_eq!(bytes[1].get(), 7);
}
