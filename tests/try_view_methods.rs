//! The `try_` methods of `Layout` are the free functions of the same
//! names: the same results and the same errors, for sized types, slices
//! and types that end in a slice; and a type that is also `FromBytes`
//! calls either family without naming a trait.

use transmutable::{FromBytes, FromZeros, Immutable, IntoBytes, Layout};

#[derive(Layout, Debug, PartialEq)]
#[repr(u8)]
pub enum Opcode {
    Error = 1,
    Find = 6,
    Read = 16,
    ReadResponse = 17,
    Write = 19,
}

#[derive(Layout, Debug, PartialEq)]
#[repr(C)]
pub struct Header {
    pub opcode: Opcode,
    pub flag: bool,
}

#[derive(Layout, Debug, PartialEq)]
#[repr(C)]
pub struct Packet {
    pub header: Header,
    pub data: [u8],
}

#[derive(Layout, FromZeros, FromBytes, IntoBytes, Immutable, Debug, PartialEq)]
#[repr(C)]
pub struct Pair {
    pub a: u8,
    pub b: u8,
}

/// Asserts that two results are the same value, or errors that say the
/// same.
fn same<T: PartialEq + core::fmt::Debug, E: core::fmt::Display>(method: Result<T, E>, function: Result<T, E>) {
    match (method, function) {
        (Ok(method), Ok(function)) => assert_eq!(method, function),
        (Err(method), Err(function)) => assert_eq!(method.to_string(), function.to_string()),
        (method, function) => panic!("one is `Ok`, the other `Err`: {} and {}", method.is_ok(), function.is_ok()),
    }
}

/// Every buffer of up to three bytes over `values`.
fn buffers(values: &[u8]) -> Vec<Vec<u8>> {
    let mut all = vec![vec![]];
    let mut last = vec![vec![]];
    for _ in 0..3 {
        last = last
            .iter()
            .flat_map(|buffer: &Vec<u8>| values.iter().map(move |&v| [&buffer[..], &[v]].concat()))
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

#[test]
fn shared_views_are_the_free_functions() {
    for buffer in buffers(&[0, 1, 2, 6, 19]) {
        let bytes = &buffer[..];
        same(Header::try_ref_from_bytes(bytes), transmutable::try_ref_from_bytes::<Header>(bytes));
        same(Header::try_ref_from_prefix(bytes), transmutable::try_ref_from_prefix::<Header>(bytes));
        same(Header::try_ref_from_suffix(bytes), transmutable::try_ref_from_suffix::<Header>(bytes));
        same(Packet::try_ref_from_bytes(bytes), transmutable::try_ref_from_bytes::<Packet>(bytes));
        same(<[bool]>::try_ref_from_bytes(bytes), transmutable::try_ref_from_bytes::<[bool]>(bytes));
        for elements in 0..3 {
            same(
                Packet::try_ref_from_bytes_with_elems(bytes, elements),
                transmutable::try_ref_from_bytes_with_elems::<Packet>(bytes, elements),
            );
            same(
                Packet::try_ref_from_prefix_with_elems(bytes, elements),
                transmutable::try_ref_from_prefix_with_elems::<Packet>(bytes, elements),
            );
            same(
                Packet::try_ref_from_suffix_with_elems(bytes, elements),
                transmutable::try_ref_from_suffix_with_elems::<Packet>(bytes, elements),
            );
        }
    }
}

#[test]
fn copies_are_the_free_functions() {
    for buffer in buffers(&[0, 1, 2, 6, 19]) {
        let bytes = &buffer[..];
        same(Header::try_read_from_bytes(bytes), transmutable::try_read_from_bytes::<Header>(bytes));
        same(Header::try_read_from_prefix(bytes), transmutable::try_read_from_prefix::<Header>(bytes));
        same(Header::try_read_from_suffix(bytes), transmutable::try_read_from_suffix::<Header>(bytes));
    }
}

/// Unique views, each on its own copy of the buffer.
#[test]
fn unique_views_are_the_free_functions() {
    for buffer in buffers(&[0, 1, 2]) {
        let (mut mine, mut theirs) = (buffer.clone(), buffer.clone());
        same(bool::try_mut_from_bytes(&mut mine), transmutable::try_mut_from_bytes::<bool>(&mut theirs));
        same(bool::try_mut_from_prefix(&mut mine), transmutable::try_mut_from_prefix::<bool>(&mut theirs));
        same(bool::try_mut_from_suffix(&mut mine), transmutable::try_mut_from_suffix::<bool>(&mut theirs));
        same(<[bool]>::try_mut_from_bytes(&mut mine), transmutable::try_mut_from_bytes::<[bool]>(&mut theirs));
        for elements in 0..3 {
            same(
                <[bool]>::try_mut_from_bytes_with_elems(&mut mine, elements),
                transmutable::try_mut_from_bytes_with_elems::<[bool]>(&mut theirs, elements),
            );
            same(
                <[bool]>::try_mut_from_prefix_with_elems(&mut mine, elements),
                transmutable::try_mut_from_prefix_with_elems::<[bool]>(&mut theirs, elements),
            );
            same(
                <[bool]>::try_mut_from_suffix_with_elems(&mut mine, elements),
                transmutable::try_mut_from_suffix_with_elems::<[bool]>(&mut theirs, elements),
            );
        }
    }
}

/// The error of a method names the byte, the field and the values, as
/// the free function's does.
#[test]
fn errors_explain_the_bytes() {
    let error = Header::try_ref_from_bytes(&[7, 0]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `Header`: byte 0 (`Header.opcode`) holds 7, but only 1, 6, 16..=17, 19 are valid there"
    );
}

/// `FromBytes` has the infallible names, `Layout` the fallible ones: a
/// type with both calls each without ambiguity.
#[test]
fn both_families_on_one_type() {
    let bytes = [1u8, 2];
    assert_eq!(Pair::ref_from_bytes(&bytes).unwrap(), Pair::try_ref_from_bytes(&bytes).unwrap());
    assert_eq!(Pair::read_from_bytes(&bytes).unwrap(), Pair::try_read_from_bytes(&bytes).unwrap());
    assert_eq!(Pair::ref_from_prefix(&bytes).unwrap().0, Pair::try_ref_from_prefix(&bytes).unwrap().0);
}

/// Generic code reaches the methods through the `Layout` bound.
#[test]
fn generic_code_calls_the_methods() {
    fn first<T: Layout>(bytes: &[u8]) -> Option<T> {
        T::try_read_from_prefix(bytes).ok().map(|(value, _)| value)
    }
    assert_eq!(first::<bool>(&[1, 9]), Some(true));
    assert_eq!(first::<Header>(&[19, 0, 9]), Some(Header { opcode: Opcode::Write, flag: false }));
    assert_eq!(first::<Header>(&[18, 0]), None);
}
