//! The programs are the binaries of `src/bin/`.

fn main() {}
