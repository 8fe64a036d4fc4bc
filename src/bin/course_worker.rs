//! The course's simulator worker (`course.html`): the playground's, plus the lessons and the
//! exercises' answers.

fn main() {
    bufscope::worker::listen::listen(bufscope::worker::course::answer);
}
