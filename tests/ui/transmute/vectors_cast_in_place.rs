// A vector cast in place owns its elements, as a value owns its fields: a
// `&mut` among them is given up with them, and what is written through it
// its lender reads again when the borrow ends.

fn main() {
    let mut flag = true;
    // `*bytes[0] = 2` would leave 2 in `flag`.
    let _: Vec<&mut u8> = transmutable::try_cast_vec(vec![&mut flag]).unwrap();
    // Counted again, the same holds for each run of elements.
    let (mut a, mut b) = (true, false);
    let _: Vec<[&mut u8; 2]> = transmutable::try_cast_vec(vec![&mut a, &mut b]).unwrap();
}
