//! The SVG pictures rendered in a real browser: every text inside a box
//! lies inside the box's rectangle, at the fonts the browser picks for
//! `monospace`. The check needs Debian's `chromium` (`/usr/bin/chromium`,
//! or the program `TRANSMUTABLE_CHROMIUM` names); without it, `build.rs`
//! marks the test ignored, and `cargo test` says why.
//!
//! The pictures go into one page whose script measures each text's
//! `getBBox()` against its rectangle's and writes what it found into the
//! page, which `chromium --headless --dump-dom` prints.

#[path = "pictures/corpus.rs"]
mod corpus;

use std::process::Command;

fn chromium() -> Option<String> {
    let program = std::env::var("TRANSMUTABLE_CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_string());
    std::path::Path::new(&program).exists().then_some(program)
}

/// Measures every box of the pictures on the page; writes `FAIL ...` for
/// each text that leaves its rectangle, and `CHECKED n` at the end.
const SCRIPT: &str = r#"
const lines = [];
let checked = 0;
for (const figure of document.querySelectorAll('figure')) {
  for (const box of figure.querySelectorAll('g.box')) {
    const rect = box.querySelector('rect').getBBox();
    for (const text of box.querySelectorAll('text')) {
      const b = text.getBBox();
      checked += 1;
      const inside = b.x >= rect.x - 0.5 && b.y >= rect.y - 0.5
        && b.x + b.width <= rect.x + rect.width + 0.5 && b.y + b.height <= rect.y + rect.height + 0.5;
      if (!inside || (text.textContent.length > 0 && b.width <= 0)) {
        lines.push('FAIL ' + figure.id + ': "' + text.textContent + '" at ' + [b.x, b.y, b.width, b.height].map(Math.round)
          + ' outside ' + [rect.x, rect.y, rect.width, rect.height].map(Math.round));
      }
    }
  }
}
lines.push('CHECKED ' + checked);
document.getElementById('result').textContent = lines.join('\n');
"#;

#[test]
#[cfg_attr(miri, ignore = "starts a browser")]
#[cfg_attr(
    all(not(miri), not(has_chromium)),
    ignore = "needs /usr/bin/chromium (apt-get install chromium): the SVG pictures NOT rendered in a browser"
)]
fn text_stays_inside_boxes() {
    let chromium = chromium().expect("chromium was there when the build script looked for it, and is not now");
    let mut page = String::from("<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>\n");
    let mut pictures = corpus::corpus();
    pictures.push(("ipv4_wide", transmutable::layout::<corpus::Ipv4Header>().row_bytes(8)));
    for (name, picture) in &pictures {
        page.push_str(&format!("<figure id=\"{name}\">{}</figure>\n", picture.to_svg()));
    }
    page.push_str("<pre id=\"result\">NOT RUN</pre>\n<script>");
    page.push_str(SCRIPT);
    page.push_str("</script></body></html>\n");
    let directory = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pictures_browser");
    std::fs::create_dir_all(&directory).unwrap();
    let file = directory.join("page.html");
    std::fs::write(&file, &page).unwrap();

    let output = Command::new("timeout")
        .args(["120", &chromium, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"])
        .arg(format!("--user-data-dir={}", directory.join("profile").display()))
        .arg(format!("file://{}", file.display()))
        .output()
        .expect("chromium runs");
    let dom = String::from_utf8_lossy(&output.stdout);
    let start = dom.find("<pre id=\"result\">").unwrap_or_else(|| {
        panic!("chromium printed no page ({}):\n{}", output.status, String::from_utf8_lossy(&output.stderr))
    });
    let result = &dom[start..];
    let result = &result["<pre id=\"result\">".len()..result.find("</pre>").unwrap()];
    let failures: Vec<&str> = result.lines().filter(|line| line.starts_with("FAIL")).collect();
    let checked: usize = result
        .lines()
        .find_map(|line| line.strip_prefix("CHECKED "))
        .unwrap_or_else(|| panic!("the script did not run: {result}"))
        .parse()
        .unwrap();
    eprintln!("pictures_browser: {checked} texts of {} pictures measured in {chromium}", pictures.len());
    assert!(checked > 100, "too few texts measured: {checked}");
    assert!(failures.is_empty(), "texts outside their boxes (page: {}):\n{}", file.display(), failures.join("\n"));
}
