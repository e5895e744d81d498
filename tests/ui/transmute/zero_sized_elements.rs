// Elements counted again as elements of another size: zero-sized ones take
// no bytes, so any number of them would become no elements of a sized type,
// and no number of bytes tells how many zero-sized ones they are. Every
// entry point that counts elements again refuses both ways.

fn main() {
    // Five `()`s would become an empty vector of bytes.
    let _ = transmutable::try_cast_vec::<(), u8>(vec![(); 5]);
    let _ = transmutable::try_cast_vec::<u8, ()>(vec![1, 2]);

    let units = [(); 3];
    let _: &[u8] = transmutable::cast_slice(&units[..]);
    let _ = transmutable::try_cast_slice::<(), u8>(&units[..]);
    let _ = transmutable::align_to::<(), u8>(&units[..]);
    let mut units = [(); 3];
    let _: &mut [u8] = transmutable::cast_slice_mut(&mut units[..]);
    let _ = transmutable::try_cast_slice_mut::<(), u8>(&mut units[..]);
    let _ = transmutable::align_to_mut::<(), u8>(&mut units[..]);

    let bytes = [1u8, 2];
    let _ = transmutable::try_cast_slice::<u8, ()>(&bytes[..]);
}
