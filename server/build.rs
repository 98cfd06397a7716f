//! Makes the embedded web app a dependency of the build: a rebuilt `web/dist` rebuilds the binary,
//! and a fresh clone without a built web app still compiles (the server then says so at `/`).

fn main() {
    let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/dist");
    if !dist.exists() {
        std::fs::create_dir_all(&dist).expect("create web/dist");
    }
    println!("cargo:rerun-if-changed=../web/dist");
}
