//! Values checked at run time that hold pointers: `try_transmute` checks
//! the bytes the destination constrains, and leaves each pointer to the
//! compile-time check, which matched it with a pointer of the source that
//! may become it. A value valid but for its pointers' bytes comes through,
//! pointers intact; an invalid one is refused for the byte that is wrong,
//! not for an address.

use transmutable::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct Loose {
    pub tag: u8,
    pub value: Box<u8>,
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Owned {
    pub tag: bool,
    pub value: Box<u8>,
}

#[derive(Layout)]
#[repr(C)]
pub struct LooseAddress {
    pub tag: u8,
    pub at: *const u8,
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Address {
    pub tag: bool,
    pub at: *const u8,
}

/// A box in every variant: the tag chooses which.
#[derive(Layout, Debug, PartialEq, Eq)]
#[repr(C, u8)]
pub enum Either {
    Left(Box<u8>),
    Right(Box<u8>),
}

#[derive(Layout)]
#[repr(C)]
pub struct Named {
    pub id: u8,
    pub name: Option<Box<str>>,
}

/// Any `(u8, MaybeUninit<u8>)` is its `half`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Halves {
    pub flags: (bool, bool),
    pub half: (u8, core::mem::MaybeUninit<u8>),
}

#[derive(Layout, Debug, PartialEq, Eq)]
#[repr(C)]
pub struct Header {
    pub version: u8,
    pub last: bool,
}

#[test]
fn a_box_comes_through_when_the_other_bytes_are_valid() {
    let owned = transmutable::try_transmute::<Loose, Owned>(Loose { tag: 1, value: Box::new(7) }).unwrap();
    assert!(owned.tag);
    assert_eq!(*owned.value, 7);
}

#[test]
fn an_invalid_byte_beside_a_box_is_what_the_error_names() {
    let error = transmutable::try_transmute::<Loose, Owned>(Loose { tag: 2, value: Box::new(7) }).unwrap_err();
    assert_eq!((error.offset(), error.path().to_string()), (0, ".tag".to_string()));
    let message = error.to_string();
    assert!(message.contains("holds 2"), "{message}");
    assert!(!message.contains("byte 8"), "{message}");
    // The value comes back whole, its box with it.
    assert_eq!(*error.into_source().value, 7);
}

#[test]
fn the_tag_chooses_the_variant_and_the_box_comes_with_it() {
    let right = transmutable::try_transmute::<Loose, Either>(Loose { tag: 1, value: Box::new(4) }).unwrap();
    assert_eq!(right, Either::Right(Box::new(4)));
    let error = transmutable::try_transmute::<Loose, Either>(Loose { tag: 2, value: Box::new(4) }).unwrap_err();
    assert_eq!(error.offset(), 0);
    assert!(error.to_string().contains("holds 2"), "{error}");
}

#[test]
fn a_nullable_box_is_itself_whether_null_or_not() {
    type Nullable = Option<Box<u8>>;
    assert_eq!(transmutable::try_transmute::<Nullable, Nullable>(Some(Box::new(3))).unwrap(), Some(Box::new(3)));
    assert_eq!(transmutable::try_transmute::<Nullable, Nullable>(None).unwrap(), None);
}

/// A box of a slice in an `Option`: `None` is a null address beside a
/// length that may be uninitialized, which the validator, reading `Some`,
/// would take for a pointer. Every value of the type is one of its values,
/// which the compile-time check proves, and nothing is read.
#[test]
fn a_nullable_wide_box_is_itself_whether_null_or_not() {
    type Nullable = Option<Box<[u8]>>;
    let some = transmutable::try_transmute::<Nullable, Nullable>(Some(vec![1, 2, 3].into_boxed_slice())).unwrap();
    assert_eq!(some.as_deref(), Some(&[1u8, 2, 3][..]));
    assert_eq!(transmutable::try_transmute::<Nullable, Nullable>(None).unwrap(), None);
    let named = Named { id: 7, name: Some("seven".into()) };
    let same = transmutable::try_transmute::<Named, Named>(named).unwrap();
    assert_eq!((same.id, same.name.as_deref()), (7, Some("seven")));
    let unnamed = transmutable::try_transmute::<Named, Named>(Named { id: 0, name: None }).unwrap();
    assert_eq!((unnamed.id, unnamed.name), (0, None));
    // Text is bytes, which `transmute` proves too.
    let text: Option<Box<str>> = Some("ok".into());
    let bytes = transmutable::try_transmute::<Option<Box<str>>, Option<Box<[u8]>>>(text).unwrap();
    assert_eq!(bytes.as_deref(), Some(&b"ok"[..]));
}

/// A union into itself, one of whose fields leaves a byte uninitialized
/// that the other reads: any value is one of its values, and none is read.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrShort {
    pub byte: u8,
    pub short: u16,
}

#[test]
fn a_union_is_itself_unread() {
    let value = ByteOrShort { byte: 9 };
    let same = transmutable::try_transmute::<ByteOrShort, ByteOrShort>(value).unwrap();
    // SAFETY: `byte` is the field the value was made with.
    assert_eq!(unsafe { same.byte }, 9);
}

/// A value that is always valid is not read: its uninitialized byte, which
/// the validator would read as part of `Halves::flags`, is never touched
/// (Miri would report reading it).
#[test]
fn a_value_proven_valid_is_not_read() {
    let value = (1u8, core::mem::MaybeUninit::<u8>::uninit());
    let halves = transmutable::try_transmute::<_, Halves>(value).unwrap();
    // SAFETY: `half.0` is the initialized byte 1 the value was made of.
    assert_eq!(unsafe { halves.half.0 }, 1);
}

#[test]
fn raw_pointers_come_through_by_value_and_by_reference() {
    let byte = 5u8;
    let address = transmutable::try_transmute::<LooseAddress, Address>(LooseAddress { tag: 0, at: &byte }).unwrap();
    assert!(!address.tag && core::ptr::eq(address.at, &byte));
    let loose = LooseAddress { tag: 1, at: core::ptr::null() };
    let viewed = transmutable::try_transmute_ref::<LooseAddress, Address>(&loose).unwrap();
    assert!(viewed.tag && viewed.at.is_null());
    let invalid = LooseAddress { tag: 9, at: &byte };
    let error = transmutable::try_transmute_ref::<LooseAddress, Address>(&invalid).unwrap_err();
    assert_eq!(error.path().to_string(), ".tag");
}

#[test]
fn values_without_pointers_are_checked_as_before() {
    assert_eq!(transmutable::try_transmute::<[u8; 2], Header>([3, 1]).unwrap(), Header { version: 3, last: true });
    let error = transmutable::try_transmute::<[u8; 2], Header>([3, 2]).unwrap_err();
    assert_eq!((error.offset(), error.path().to_string()), (1, ".last".to_string()));
}

#[derive(Layout)]
#[repr(C)]
pub struct LooseRef<'a> {
    pub tag: u8,
    pub value: &'a u8,
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Borrowed<'a> {
    pub tag: bool,
    pub value: &'a u8,
}

/// `try_transmute` bounds both types by `Lifetime<'l>` as `transmute`
/// does: a reference of the destination, matched at compile time with one
/// of the source at the same place, keeps its lifetime, and the bytes
/// beside it are checked at run time.
fn borrowed<'a>(loose: LooseRef<'a>) -> Result<Borrowed<'a>, u8> {
    transmutable::try_transmute(loose).map_err(|error| error.into_source().tag)
}

#[test]
fn a_reference_comes_through_when_the_other_bytes_are_valid() {
    let byte = 7u8;
    let checked = borrowed(LooseRef { tag: 1, value: &byte }).unwrap();
    assert!(checked.tag);
    assert_eq!(*checked.value, 7);
    assert_eq!(borrowed(LooseRef { tag: 2, value: &byte }).unwrap_err(), 2);
    let mut target = 3u8;
    let unique: Option<&mut u8> = transmutable::try_transmute(Some(&mut target)).ok().unwrap();
    *unique.unwrap() = 4;
    assert_eq!(target, 4);
    // A reference is never made of bytes checked at run time.
    let answer = transmutable::decide::<usize, &u8>(transmutable::Assume::NOTHING);
    assert!(!answer.is_transmutable());
}
