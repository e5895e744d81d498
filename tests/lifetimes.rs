//! Lifetimes proven by the borrow checker: `transmute` and its relatives
//! bound both types by `Lifetime<'l>` at one lifetime, so a transmutation
//! that keeps every lifetime needs no assumption. Each case runs the real
//! transmutation and reads through what it made, so that Miri
//! (`scripts/miri.sh -- --test lifetimes`) sees every reference used. What
//! the borrow checker refuses is in `ui/transmute/lifetime_extended.rs` and
//! `ui/transmute/lifetimes_one_bound_cannot_express.rs`.

// A reference is the value these tests transmute (`&inner` is a `&&u32`),
// and the lifetimes they name are what they are about.
#![allow(clippy::needless_borrows_for_generic_args, clippy::needless_lifetimes)]

use core::cell::Cell;

use transmutable::{Assume, Layout};

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Words<'a> {
    pub first: &'a [u8; 4],
    pub second: &'a u32,
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Quads<'a> {
    pub first: &'a [u8; 4],
    pub second: &'a [u8; 4],
}

fn quads<'a>(words: Words<'a>) -> Quads<'a> {
    transmutable::transmute(words)
}

#[test]
fn a_struct_of_references_keeps_its_lifetime() {
    let (first, second) = ([1, 2, 3, 4], 0x0506_0708u32);
    let quads = quads(Words { first: &first, second: &second });
    assert_eq!(*quads.first, [1, 2, 3, 4]);
    assert_eq!(*quads.second, 0x0506_0708u32.to_ne_bytes());
}

#[test]
fn references_to_references() {
    let word = 7u32;
    let inner = &word;
    let outer: &&i32 = transmutable::transmute(&inner);
    assert_eq!(**outer, 7);
    let option: Option<&i8> = transmutable::transmute(Some(&3u8));
    assert_eq!(option, Some(&3));
    let cell = Cell::new(&word);
    let signed: Cell<&i32> = transmutable::transmute(cell);
    assert_eq!(*signed.get(), 7);
}

#[test]
fn a_mutable_reference_to_a_prefix() {
    let mut bytes = [1u8, 2, 3, 4];
    let first: &mut u8 = transmutable::transmute_mut(&mut bytes);
    *first = 9;
    assert_eq!(bytes, [9, 2, 3, 4]);
}

#[test]
fn shortened_where_the_type_is_covariant() {
    fn shorten<'a>(long: &'a &'static u8) -> &'a &'a u8 {
        transmutable::transmute_ref(long)
    }
    static SEVEN: u8 = 7;
    let long: &'static u8 = &SEVEN;
    assert_eq!(**shorten(&long), 7);
}

/// The talk's recursive wrappers, with a lifetime.
#[derive(Layout)]
#[repr(C)]
pub struct A<'a> {
    pub flag: bool,
    pub next: Option<&'a A<'a>>,
}

#[derive(Layout)]
#[repr(C)]
pub struct B<'a> {
    pub byte: u8,
    pub next: Option<&'a B<'a>>,
}

#[test]
fn recursive_types_with_a_lifetime() {
    let last = A { flag: true, next: None };
    let first = A { flag: false, next: Some(&last) };
    let by_value: B<'_> = transmutable::transmute(A { flag: true, next: Some(&first) });
    assert_eq!(by_value.byte, 1);
    let second = by_value.next.and_then(|b| b.next).map(|b| b.byte);
    assert_eq!(second, Some(1));
    let by_reference: &B<'_> = transmutable::transmute_ref(&first);
    assert_eq!(by_reference.next.map(|b| b.byte), Some(1));
    assert!(transmutable::is_transmutable::<A<'static>, B<'static>>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<B<'static>, A<'static>>(Assume::NOTHING));
}

#[derive(Layout)]
#[repr(C)]
pub struct Ping(pub u8, pub Option<&'static Pong>);

#[derive(Layout)]
#[repr(C)]
pub struct Pong(pub u8, pub Option<&'static Ping>);

#[test]
fn a_static_cycle() {
    static PONG: Pong = Pong(2, None);
    static PING: Ping = Ping(1, Some(&PONG));
    let pong: &Pong = transmutable::transmute_ref(&PING);
    assert_eq!(pong.0, 1);
    assert_eq!(pong.1.map(|ping| ping.0), Some(2));
}

/// A box that owns its own type.
#[derive(Layout)]
#[repr(C)]
pub struct List<'a> {
    pub value: &'a u8,
    pub rest: Option<Box<List<'a>>>,
}

#[derive(Layout)]
#[repr(C)]
pub struct Signed<'a> {
    pub value: &'a i8,
    pub rest: Option<Box<Signed<'a>>>,
}

#[test]
fn boxes_that_own_their_own_type() {
    let (one, two) = (1u8, 2u8);
    let list = List { value: &one, rest: Some(Box::new(List { value: &two, rest: None })) };
    let signed: Signed<'_> = transmutable::transmute(list);
    assert_eq!(*signed.value, 1);
    assert_eq!(signed.rest.map(|rest| *rest.value), Some(2));
}

#[test]
fn slices_of_references() {
    let (one, two) = (1u16, 2u16);
    let references = [&one, &two];
    let bytes: &[&[u8; 2]] = transmutable::cast_slice(&references[..]);
    assert_eq!(*bytes[1], 2u16.to_ne_bytes());
    let signed: &[&[i8; 2]] = transmutable::try_cast_slice(bytes).unwrap();
    assert_eq!(*signed[0], 1u16.to_ne_bytes().map(|byte| byte as i8));
}

#[test]
fn a_box_given_up_may_be_lent_for_any_lifetime() {
    let leaked: &'static mut u8 = transmutable::transmute(Box::new(5u8));
    *leaked += 1;
    assert_eq!(*leaked, 6);
    // SAFETY: the box was leaked into `leaked`, unique, and is freed once,
    // here (so that Miri sees no leak).
    drop(unsafe { Box::from_raw(leaked as *mut u8) });
}

#[test]
fn a_borrowed_box_is_lent_for_the_borrow_only() {
    let boxed = Box::new(5u8);
    let lent: &&u8 = transmutable::transmute(&boxed);
    assert_eq!(**lent, 5);
    // The same through `transmute_ref`, whose borrow no bound ties, is
    // refused: `&Box<u8> -> &&'static u8` would outlive the box.
    let answer = transmutable::decide_ref::<Box<u8>, &'static u8>(Assume::NOTHING);
    assert!(!answer.is_transmutable());
    assert!(answer.to_string().contains("lives only as long as the borrow"), "{answer}");
}

#[test]
fn under_validity_a_reference_from_a_raw_pointer_needs_lifetimes() {
    let answer = transmutable::decide::<*const u8, &'static u8>(Assume::VALIDITY);
    assert!(!answer.is_transmutable());
    assert!(transmutable::is_transmutable::<*const u8, &'static u8>(Assume::VALIDITY.and(Assume::LIFETIMES)));
}

/// Mutual recursion through boxes, between types without parameters: each
/// asks its own description whether it holds a reference, so the trait
/// solver meets no cycle.
#[derive(Layout)]
#[repr(C)]
pub struct Tree {
    pub value: u8,
    pub children: Option<Box<Forest>>,
}

#[derive(Layout)]
#[repr(C)]
pub struct Forest {
    pub first: Tree,
    pub rest: Option<Box<Forest>>,
}

#[derive(Layout)]
#[repr(C)]
pub struct SignedTree {
    pub value: i8,
    pub children: Option<Box<SignedForest>>,
}

#[derive(Layout)]
#[repr(C)]
pub struct SignedForest {
    pub first: SignedTree,
    pub rest: Option<Box<SignedForest>>,
}

fn any_lifetime<'l, T: transmutable::Lifetime<'l>>(_: &'l u8) {}

#[test]
fn mutual_recursion_through_boxes() {
    let leaf = Tree { value: 2, children: None };
    let tree = Tree { value: 1, children: Some(Box::new(Forest { first: leaf, rest: None })) };
    let signed: SignedTree = transmutable::transmute(tree);
    assert_eq!(signed.value, 1);
    assert_eq!(signed.children.map(|forest| forest.first.value), Some(2));
    // No reference anywhere: the types are `Lifetime<'l>` at any lifetime.
    let local = 0u8;
    any_lifetime::<Tree>(&local);
}

/// A type without parameters that holds a reference behind a box holds a
/// `&'static` one.
#[derive(Layout)]
#[repr(C)]
pub struct StaticBehindBox {
    pub value: Box<&'static u8>,
}

#[test]
fn a_reference_behind_a_box_is_static() {
    static SEVEN: u8 = 7;
    let boxed: StaticBehindBox = transmutable::transmute(Box::new(&SEVEN));
    assert_eq!(**boxed.value, 7);
}

#[test]
fn a_reference_to_its_bytes_by_value() {
    let word = 0x0102_0304i32;
    let bytes: &[u8; 4] = transmutable::transmute(&word);
    assert_eq!(*bytes, word.to_ne_bytes());
}

/// What this asserts is that it compiles: a `PhantomData` holds no
/// reference, so its lifetime may change (the compiler's own
/// `accept_unexercised_lifetime_extension` case).
#[test]
fn a_phantom_lifetime_is_no_reference() {
    use core::marker::PhantomData;
    fn extend<'a>(marker: PhantomData<&'a u8>) -> PhantomData<&'static u8> {
        transmutable::transmute(marker)
    }
    let _ = extend(PhantomData);
}

/// A `&mut` reached through a borrow, where both lifetimes are the bound's
/// `'l`, lends a `&` for `'l`: the borrow of the `&mut` lasts as long, so
/// no copy of the `&` outlives it. By value only: the borrow
/// `transmute_ref` takes has a lifetime of its own, which may end first.
fn lend<'a>(unique: &'a mut &'a mut u8) -> &'a &'a u8 {
    transmutable::transmute(unique)
}

fn lend_shared<'a>(shared: &'a &'a mut u8) -> &'a &'a u8 {
    transmutable::transmute(shared)
}

#[test]
fn a_mutable_reference_lends_a_shared_one_for_its_borrow() {
    let mut byte = 5u8;
    let unique = &mut byte;
    {
        // `&'a mut &'a mut u8` borrows the `&mut` for all of its `'a`: a
        // reborrow of it, then.
        let mut reborrowed = &mut *unique;
        let shared = lend(&mut reborrowed);
        let copied = *shared;
        assert_eq!((*copied, **shared), (5, 5));
    }
    *unique = 6;
    {
        let shared = lend_shared(&unique);
        let copied = *shared;
        assert_eq!(*copied, 6);
    }
    *unique = 7;
    assert_eq!(byte, 7);
    // The borrow `transmute_ref` takes is not tied to the bound's lifetime.
    let through_reference = transmutable::decide_ref::<&'static mut u8, &'static u8>(Assume::NOTHING);
    assert!(through_reference.to_string().contains("only for that borrow"), "{through_reference}");
}
