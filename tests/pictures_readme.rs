//! The README's pictures are what `examples/diagram.rs` draws today: the
//! checked-in SVG and the box diagram in the README. `scripts/pictures.sh`
//! draws them anew.

#[allow(dead_code)]
#[path = "../examples/diagram.rs"]
mod diagram;

fn root() -> &'static std::path::Path {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
#[cfg_attr(miri, ignore = "reads the pictures from disk")]
fn svg_picture_is_current() {
    let checked_in = std::fs::read_to_string(root().join(diagram::SVG_PATH)).unwrap_or_default();
    assert!(checked_in == diagram::svg(), "{} is out of date: run scripts/pictures.sh", diagram::SVG_PATH);
}

#[test]
#[cfg_attr(miri, ignore = "reads the pictures from disk")]
fn readme_boxes_are_current() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let drawn = diagram::with_boxes(&readme).expect("the README has a place for the boxes");
    assert!(drawn == readme, "the boxes in README.md are out of date: run scripts/pictures.sh");
}

#[test]
#[cfg_attr(miri, ignore = "reads the pictures from disk")]
fn readme_shows_the_svg() {
    // An absolute address, which the registry's page can show too.
    const REPOSITORY_FILES: &str = "https://raw.githubusercontent.com/transmutable-rs/transmutable/main/";
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let link = format!("]({REPOSITORY_FILES}{})", diagram::SVG_PATH);
    assert!(readme.contains(&link), "the README shows {}", diagram::SVG_PATH);
}
