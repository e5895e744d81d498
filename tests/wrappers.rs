//! Wrappers put on and taken off, by value, reference and slice, each
//! compared with a model that copies the bytes.

use core::num::Wrapping;

use proptest::prelude::*;
use transmutable::Layout;

/// A newtype whose author says its private field carries no invariant.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(transparent)]
// SAFETY: a promise under test: no code here relies on this type's fields
// beyond their being valid.
#[transmutable(unsafe(no_invariants))]
pub struct Celsius(i16);

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn wrapping_keeps_the_bytes(values in proptest::collection::vec(any::<i16>(), 0..8), index in 0usize..8, value in any::<i16>()) {
        let mut values = values;
        let model: Vec<[u8; 2]> = values.iter().map(|value| value.to_ne_bytes()).collect();
        let wrapped: &[Celsius] = transmutable::wrap_slice(&values[..]);
        prop_assert_eq!(wrapped.iter().map(|celsius| celsius.0.to_ne_bytes()).collect::<Vec<_>>(), model.clone());
        let peeled: &[i16] = transmutable::peel_slice(wrapped);
        prop_assert_eq!(peeled, &values[..]);
        if let Some(slot) = values.get_mut(index) {
            *transmutable::wrap_mut::<_, Celsius>(slot) = Celsius(value);
            prop_assert_eq!(values[index], value);
            transmutable::wrap_slice_mut::<_, Celsius>(&mut values[..])[index].0 = value.wrapping_add(1);
            prop_assert_eq!(values[index], value.wrapping_add(1));
        }
        for &value in &values {
            let celsius: Celsius = transmutable::wrap(value);
            prop_assert_eq!(transmutable::peel::<_, i16>(celsius), value);
            prop_assert_eq!(*transmutable::peel_ref::<_, i16>(transmutable::wrap_ref::<_, Celsius>(&value)), value);
            let mut counter = Wrapping(value);
            *transmutable::peel_mut::<_, i16>(&mut counter) = 0;
            prop_assert_eq!(counter, Wrapping(0));
        }
        let mut counters = [Wrapping(1u8), Wrapping(2)];
        transmutable::peel_slice_mut::<_, u8>(&mut counters[..])[0] = 9;
        prop_assert_eq!(counters, [Wrapping(9), Wrapping(2)]);
    }
}
