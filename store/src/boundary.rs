//! The store boundary of every redb database keel keeps (`chain.redb`, `sessions.redb`,
//! `conversations.redb`): what keeps a damaged file from crashing keel.
//!
//! redb answers some damage with a panic (an index out of bounds in a page it trusts) rather than
//! an error. Every public operation of a redb-backed store runs inside [`contain`], which turns
//! such a panic, redb's own corruption errors, a table whose stored definition is not keel's, a
//! read past the end of the file and a record that does not parse into one typed error naming
//! the file ([`DbFile::damaged`]); the panic's message is not printed on the way. The close, which
//! redb runs as a commit of its own when the database is dropped, runs at the boundary too
//! ([`ClosedAtBoundary`]).

use std::cell::Cell;
use std::ops::Deref;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::sync::Once;

use redb::Database;

use crate::store_error::{DbFile, StoreError};

thread_local! {
    /// True while this thread runs inside [`contain`]: its panics are reported, not printed.
    static CONTAINING: Cell<bool> = const { Cell::new(false) };
}
static QUIET_HOOK: Once = Once::new();

/// Whether the panic being reported on this thread happens inside a store operation, which will
/// turn it into a damage error. The store wraps the panic hook installed before its first
/// operation so such panics are not printed; a hook installed later (the workbench's terminal
/// restore) should return early when this is true, since the program is not going down.
pub fn panic_is_contained() -> bool {
    CONTAINING.with(Cell::get)
}

/// Runs `f` at the store boundary of `file` at `path`: a panic (redb's, on a damaged file), redb's
/// corruption errors and a corrupt record become `file`'s damage error ([`DbFile::damaged`]);
/// other errors pass through.
pub(crate) fn contain<T>(
    file: DbFile,
    path: &Path,
    f: impl FnOnce() -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    let result = catch_quietly(f);
    let damaged = |detail: String| file.damaged(path, detail);
    match result {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(StoreError::Corrupt { agent, seq, reason })) => {
            Err(damaged(format!("{agent}#{seq}: {reason}")))
        }
        Ok(Err(StoreError::Db(redb::Error::Corrupted(detail)))) => Err(damaged(detail)),
        // keel opens its tables with the types it created them with, so a table whose stored
        // definition differs (a flipped bit in the table tree's type name or width) is damage.
        Ok(Err(StoreError::Db(
            e @ (redb::Error::TableTypeMismatch { .. }
            | redb::Error::TypeDefinitionChanged { .. }
            | redb::Error::TableIsMultimap(_)
            | redb::Error::TableIsNotMultimap(_)),
        ))) => Err(damaged(format!("a table's stored definition is not the one keel writes: {e}"))),
        // redb reads a file that is not (or no longer) a database as invalid data, and a page
        // pointer with a flipped bit as a read past the end of the file.
        Ok(Err(StoreError::Db(redb::Error::Io(e))))
            if matches!(
                e.kind(),
                std::io::ErrorKind::InvalidData | std::io::ErrorKind::UnexpectedEof
            ) =>
        {
            Err(damaged(e.to_string()))
        }
        Ok(Err(e)) => Err(e),
        Err(panic) => {
            let message = panic
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "(no message)".to_owned());
            Err(damaged(format!("the database library failed reading it: {message}")))
        }
    }
}

/// Runs `f`, catching its panic without printing it.
fn catch_quietly<T>(f: impl FnOnce() -> T) -> std::thread::Result<T> {
    // Wrap whatever hook is installed first (the app's, or the default) so that a contained
    // panic is not printed as a crash; every other panic still reaches it.
    QUIET_HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !panic_is_contained() {
                previous(info);
            }
        }));
    });
    let outer = CONTAINING.with(|c| c.replace(true));
    let result = catch_unwind(AssertUnwindSafe(f));
    CONTAINING.with(|c| c.set(outer));
    result
}

/// The store's redb database, closed inside the store boundary when the store is dropped.
///
/// redb's close (what dropping a `Database` does) commits the allocator state, and that reads
/// the region allocator's bitmaps, which no operation before it has to: on a damaged file a
/// flipped bit there sends the bitmap's index out of bounds and redb panics in
/// `Database::drop`, after the last operation has returned, where no [`contain`] catches it (the
/// corruption sweep's "bit flip in page 16" panics). The close runs here under
/// [`catch_quietly`]; its error (or panic) has no caller left to report to, and the damage is
/// reported by the next open or read.
#[derive(Debug)]
pub(crate) struct ClosedAtBoundary(Option<Database>);

impl ClosedAtBoundary {
    pub(crate) fn new(db: Database) -> ClosedAtBoundary {
        ClosedAtBoundary(Some(db))
    }
}

impl Deref for ClosedAtBoundary {
    type Target = Database;

    fn deref(&self) -> &Database {
        // Taken only by `drop`, after which nothing derefs it.
        self.0.as_ref().unwrap_or_else(|| unreachable!("the database is closed only on drop"))
    }
}

impl Drop for ClosedAtBoundary {
    fn drop(&mut self) {
        if let Some(database) = self.0.take() {
            // Closed or not, the file is left as it is; see the type's comment.
            let _ = catch_quietly(|| database.close());
        }
    }
}
