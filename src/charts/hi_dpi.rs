//! Charts drawn for the screen they are on: the canvas holds `devicePixelRatio` pixels per CSS
//! pixel (sharp on a phone or a HiDPI monitor), while the chart is laid out in CSS pixels, so a
//! 13 px label is 13 px on every screen.
//!
//! The canvas' context is scaled by the ratio; this backend tells plotters the size in CSS
//! pixels and hands every drawing call on unchanged.

use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingBackend, DrawingErrorKind,
};

/// A backend seen at `1 / scale` of its pixel size.
#[derive(Debug)]
pub struct HiDpi<B> {
    pub inner: B,
    /// Device pixels per CSS pixel.
    pub scale: f64,
}

type Drawn<B> = Result<(), DrawingErrorKind<<B as DrawingBackend>::ErrorType>>;

impl<B: DrawingBackend> DrawingBackend for HiDpi<B> {
    type ErrorType = B::ErrorType;

    fn get_size(&self) -> (u32, u32) {
        let (width, height) = self.inner.get_size();
        let css = |pixels: u32| (f64::from(pixels) / self.scale).round() as u32;
        (css(width), css(height))
    }

    fn ensure_prepared(&mut self) -> Drawn<B> {
        self.inner.ensure_prepared()
    }

    fn present(&mut self) -> Drawn<B> {
        self.inner.present()
    }

    fn draw_pixel(&mut self, point: BackendCoord, color: BackendColor) -> Drawn<B> {
        self.inner.draw_pixel(point, color)
    }

    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Drawn<B> {
        self.inner.draw_line(from, to, style)
    }

    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Drawn<B> {
        self.inner.draw_rect(upper_left, bottom_right, style, fill)
    }

    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Drawn<B> {
        self.inner.draw_path(path, style)
    }

    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Drawn<B> {
        self.inner.draw_circle(center, radius, style, fill)
    }

    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Drawn<B> {
        self.inner.fill_polygon(vert, style)
    }

    fn draw_text<T: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &T,
        pos: BackendCoord,
    ) -> Drawn<B> {
        self.inner.draw_text(text, style, pos)
    }

    fn estimate_text_size<T: BackendTextStyle>(
        &self,
        text: &str,
        style: &T,
    ) -> Result<(u32, u32), DrawingErrorKind<Self::ErrorType>> {
        self.inner.estimate_text_size(text, style)
    }

    fn blit_bitmap(&mut self, pos: BackendCoord, size: (u32, u32), src: &[u8]) -> Drawn<B> {
        self.inner.blit_bitmap(pos, size, src)
    }
}
