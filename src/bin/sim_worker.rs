//! The playground's simulator worker: every message is one encoded request, every reply one
//! encoded response (see `bufscope::protocol`). Trunk builds it as a worker (`index.html`). It
//! leaves the course out (`src/bin/course_worker.rs` has it): the first trace waits for fewer
//! bytes.

fn main() {
    bufscope::worker::listen::listen(bufscope::worker::course_elsewhere);
}
