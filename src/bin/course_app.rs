//! Browser entry point of the course bundle (`course.html`).

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(bufscope::course_app::CourseApp);
}
