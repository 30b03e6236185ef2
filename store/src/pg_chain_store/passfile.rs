//! The libpq password file (`~/.pgpass`, or `$PGPASSFILE`): lines
//! `hostname:port:database:username:password`, `*` matching anything, `\:` and `\\` escaping, `#`
//! starting a comment; the first matching line wins. Like libpq, a file that group or others
//! can read is not used (here: refused, so a password is never taken from an exposed file
//! silently).

use std::path::{Path, PathBuf};

use super::PgError;

/// The passfile libpq would read: `$PGPASSFILE`, else `~/.pgpass`.
pub fn default_path() -> Option<PathBuf> {
    std::env::var_os("PGPASSFILE")
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".pgpass")))
}

/// The password for (host, port, database, user) in `file`; `None` when the file does not
/// exist or no line matches.
pub fn lookup(
    file: &Path,
    host: &str,
    port: u16,
    database: &str,
    user: &str,
) -> Result<Option<String>, PgError> {
    let fail = |reason: String| PgError::PassFile { path: file.display().to_string(), reason };
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(fail(e.to_string())),
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(file).map_err(|e| fail(e.to_string()))?.permissions().mode();
        if mode & 0o077 != 0 {
            return Err(fail(format!(
                "it has mode {:o}, readable by other users: run `chmod 600 {}`",
                mode & 0o777,
                file.display()
            )));
        }
    }
    let port = port.to_string();
    let wanted = [host, port.as_str(), database, user];
    for line in text.lines() {
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields = split(line);
        if fields.len() != 5 {
            continue;
        }
        if fields[..4].iter().zip(wanted).all(|(field, want)| field == "*" || field == want) {
            return Ok(Some(fields[4].clone()));
        }
    }
    Ok(None)
}

/// A line's fields, unescaped (the last field takes the rest of the line, colons included).
fn split(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(next) = chars.next() {
                    fields.last_mut().expect("one field at least").push(next);
                }
            }
            ':' if fields.len() < 5 => fields.push(String::new()),
            c => fields.last_mut().expect("one field at least").push(c),
        }
    }
    fields
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(text: &str, mode: u32) -> (tempfile::TempDir, PathBuf) {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pgpass");
        std::fs::write(&path, text).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).unwrap();
        (dir, path)
    }

    #[test]
    fn the_first_matching_line_wins_with_wildcards_and_escapes() {
        let (_d, path) = file(
            "# comment\n\
             db.example:5432:other:keel:wrong\n\
             127.0.0.1:5433:keel:keel:p\\:ss\\\\word\n\
             *:*:*:keel:fallback:with:colons\n",
            0o600,
        );
        let get = |host, port, db, user| lookup(&path, host, port, db, user).unwrap();
        assert_eq!(get("127.0.0.1", 5433, "keel", "keel").as_deref(), Some("p:ss\\word"));
        assert_eq!(get("127.0.0.1", 5432, "keel", "keel").as_deref(), Some("fallback:with:colons"));
        assert_eq!(get("127.0.0.1", 5433, "keel", "alice"), None);
        assert_eq!(lookup(&path.with_extension("absent"), "h", 1, "d", "u").unwrap(), None);
    }

    #[test]
    fn a_file_others_can_read_is_refused() {
        let (_d, path) = file("*:*:*:*:secret\n", 0o644);
        let err = lookup(&path, "h", 5432, "d", "u").unwrap_err();
        assert!(matches!(err, PgError::PassFile { .. }), "{err:?}");
        assert!(!err.to_string().contains("secret"));
    }
}
