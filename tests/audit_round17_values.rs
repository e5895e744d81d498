//! Adversarial probes, round 17: `try_transmute` from values whose
//! variants leave bytes uninitialized, into enums whose variants read
//! those bytes only under their own tag (one byte, and two in either byte
//! order), as the compiled plans read them one record at a time, and as
//! an error's explanation reads them again. Under Miri, a read of an
//! uninitialized byte is undefined behaviour, reported: none is. The
//! verdicts are the contract's (a `u8` is a `bool` when 0 or 1; a variant
//! without fields takes anything in its padding). Held.

#![forbid(unsafe_code)]
#![allow(dead_code)]

use transmutable::Layout;

/// `Short`'s byte 1 is padding, uninitialized in every `Short`.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C, u8)]
pub enum Source {
    Byte(u8) = 0,
    Short = 1,
}

#[derive(Layout, Clone, Copy, Debug)]
#[repr(C, u8)]
pub enum Destination {
    Flag(bool) = 0,
    Empty = 1,
}

/// Two-byte tags whose first byte in memory differs by byte order.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C, u16)]
pub enum WideSource {
    Byte(u8) = 0x0100,
    Short = 0x0001,
}

#[derive(Layout, Clone, Copy, Debug)]
#[repr(C, u16)]
pub enum WideDestination {
    Flag(bool) = 0x0100,
    Empty = 0x0001,
}

/// The same behind a field, in a record with padding of its own.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C)]
pub struct Framed<E> {
    pub head: u8,
    pub body: E,
    pub tail: u16,
}

#[test]
fn one_byte_tags() {
    assert!(matches!(transmutable::try_transmute::<_, Destination>(Source::Short), Ok(Destination::Empty)));
    assert!(matches!(transmutable::try_transmute::<_, Destination>(Source::Byte(1)), Ok(Destination::Flag(true))));
    let error = transmutable::try_transmute::<_, Destination>(Source::Byte(5)).unwrap_err();
    assert!(error.to_string().contains("holds 5"), "{error}");
    assert!(matches!(error.into_source(), Source::Byte(5)));
}

#[test]
fn two_byte_tags() {
    assert!(matches!(transmutable::try_transmute::<_, WideDestination>(WideSource::Short), Ok(WideDestination::Empty)));
    assert!(matches!(
        transmutable::try_transmute::<_, WideDestination>(WideSource::Byte(0)),
        Ok(WideDestination::Flag(false))
    ));
    let error = transmutable::try_transmute::<_, WideDestination>(WideSource::Byte(2)).unwrap_err();
    assert!(error.to_string().contains("holds 2"), "{error}");
}

#[test]
fn behind_a_field_and_through_references() {
    let short = Framed { head: 7, body: Source::Short, tail: 9 };
    let framed: Framed<Destination> = transmutable::try_transmute(short).unwrap();
    assert!(matches!(framed.body, Destination::Empty));
    let bad = Framed { head: 7, body: WideSource::Byte(3), tail: 9 };
    let error = transmutable::try_transmute::<_, Framed<WideDestination>>(bad).unwrap_err();
    assert!(error.to_string().contains("holds 3"), "{error}");
    // Through `&` and `&mut`: `Destination` written back is a `Source`.
    let mut value = Source::Short;
    assert!(transmutable::try_transmute_ref::<_, Destination>(&value).is_ok());
    let view: &mut Destination = transmutable::try_transmute_mut(&mut value).unwrap();
    *view = Destination::Flag(true);
    assert!(matches!(value, Source::Byte(1)));
    let mut value = Source::Byte(9);
    let error = transmutable::try_transmute_mut::<_, Destination>(&mut value).unwrap_err();
    assert!(error.to_string().contains("holds 9"), "{error}");
}
