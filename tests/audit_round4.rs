//! Adversarial probes of the fourth soundness round: each pins a hole that
//! was found open, or a class that held, with the verdict the contract
//! (BRIEF.md) or Miri gives.

use transmutable::{decide, decide_mut, Assume};

mod guard {
    use core::marker::PhantomData;

    /// Writes a byte it borrowed for `'a` through a raw pointer: its
    /// private fields tie the pointer to the lifetime, in a `PhantomData`
    /// that no `Lifetime` bound counts.
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Guard<'a> {
        target: *mut u8,
        lent: PhantomData<&'a mut u8>,
    }

    impl<'a> Guard<'a> {
        pub fn new(target: &'a mut u8) -> Guard<'a> {
            Guard { target, lent: PhantomData }
        }

        pub fn set(&mut self, value: u8) {
            // SAFETY: `target` was a `&'a mut u8`, and `self` lives no
            // longer than `'a`.
            unsafe { *self.target = value }
        }
    }
}

use guard::Guard;

/// `Guard<'a>` and `Guard<'static>` are described by one `static`: taken for
/// one type, `Guard<'a> -> Guard<'static>` compiled and wrote to freed
/// memory (tests/ui/transmute/lifetime_parameters_into_itself.rs). A type
/// with lifetime parameters into itself is checked as any other pair: its
/// private fields ask for `Assume::SAFETY`.
#[test]
fn a_type_with_lifetime_parameters_is_not_taken_for_itself() {
    for (answer, what) in [
        (decide::<Guard<'static>, Guard<'static>>(Assume::NOTHING), "by value"),
        (decide_mut::<Guard<'static>, Guard<'static>>(Assume::NOTHING), "through &mut"),
        (transmutable::decide_ref::<Guard<'static>, Guard<'static>>(Assume::NOTHING), "through &"),
    ] {
        assert!(!answer.is_transmutable(), "{what}");
        assert!(answer.to_string().contains("invariants"), "{what}: {answer}");
    }
    assert!(decide::<Guard<'static>, Guard<'static>>(Assume::SAFETY).is_transmutable());
    let mut byte = 0u8;
    Guard::new(&mut byte).set(1);
    assert_eq!(byte, 1);
}
