// The helpers the derive's portable descriptions were once built by are
// the kit's methods now (`Layout::__KIT`), and nothing outside the crate
// reaches them by a path.

fn main() {
    let _ = transmutable::__private::per_target::<u8>;
    let _ = transmutable::__private::unless_target_dependent;
    let _ = transmutable::__private::target_dependence;
}
