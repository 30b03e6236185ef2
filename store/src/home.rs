//! keel's data dir (`<home>`) is private: created 0700, and tightened to 0700 when an existing
//! one lets group or others in (issue 15, item 5). It holds the identity key, the chain, the turn
//! journal and saved conversations, none of which is anyone else's to read.
//!
//! Only the home itself is tightened, never a parent: the caller names the dir keel owns.

use std::io;
use std::path::Path;

/// Creates `home` (and missing parents) with mode 0700, or tightens an existing `home` to 0700.
pub fn create_private_dir(home: &Path) -> io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(home)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(home)?.permissions().mode();
        if mode & 0o077 != 0 {
            std::fs::set_permissions(home, std::fs::Permissions::from_mode(mode & 0o7700))?;
        }
    }
    Ok(())
}
