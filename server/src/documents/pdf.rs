//! The kit the server's PDF documents are drawn with (krilla): the Chinese font shipped with the
//! product (`assets/fonts`, subset into each PDF to the glyphs it uses), A4, the colours, text
//! measured by the font (rustybuzz) and wrapped, and a pen that draws text, boxes, circles,
//! images and QR codes on a page.

use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect, Size};
use krilla::image::Image;
use krilla::paint::{Fill, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};

/// The font every document of the server writes Chinese in.
pub static FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSerifSC-Regular-GBK.otf");

/// A4 in points.
pub const WIDTH: f32 = 595.28;
pub const HEIGHT: f32 = 841.89;

pub const RED: (u8, u8, u8) = (158, 27, 30);
pub const GOLD: (u8, u8, u8) = (176, 137, 64);
pub const INK: (u8, u8, u8) = (33, 33, 33);
pub const GREY: (u8, u8, u8) = (110, 110, 110);

pub fn fill(c: (u8, u8, u8)) -> Fill {
    Fill {
        paint: rgb::Color::new(c.0, c.1, c.2).into(),
        ..Default::default()
    }
}

pub fn stroke(c: (u8, u8, u8), width: f32) -> Stroke {
    Stroke {
        paint: rgb::Color::new(c.0, c.1, c.2).into(),
        width,
        ..Default::default()
    }
}

/// The advance of `text` at `size` points in the font.
pub fn text_width(text: &str, size: f32) -> f32 {
    let Some(face) = rustybuzz::Face::from_slice(FONT, 0) else {
        return 0.0;
    };
    let mut buffer = rustybuzz::UnicodeBuffer::new();
    buffer.push_str(text);
    let shaped = rustybuzz::shape(&face, &[], buffer);
    let units: i32 = shaped.glyph_positions().iter().map(|p| p.x_advance).sum();
    units as f32 / face.units_per_em() as f32 * size
}

pub struct Pen<'a, 'b> {
    pub surface: Surface<'a>,
    pub font: &'b Font,
}

impl Pen<'_, '_> {
    pub fn text(&mut self, x: f32, y: f32, size: f32, color: (u8, u8, u8), text: &str) {
        self.surface.set_fill(Some(fill(color)));
        self.surface.set_stroke(None);
        self.surface.draw_text(
            Point::from_xy(x, y),
            self.font.clone(),
            size,
            text,
            false,
            TextDirection::Auto,
        );
    }

    /// Text drawn heavier: filled and outlined in its colour (the font has one weight).
    pub fn bold(&mut self, x: f32, y: f32, size: f32, color: (u8, u8, u8), text: &str) {
        self.surface.set_fill(Some(fill(color)));
        self.surface.set_stroke(Some(stroke(color, size / 30.0)));
        self.surface.draw_text(
            Point::from_xy(x, y),
            self.font.clone(),
            size,
            text,
            false,
            TextDirection::Auto,
        );
        self.surface.set_stroke(None);
    }

    pub fn centered(&mut self, cx: f32, y: f32, size: f32, color: (u8, u8, u8), text: &str) {
        self.text(cx - text_width(text, size) / 2.0, y, size, color, text);
    }

    /// Text broken into lines no wider than `width` (CJK breaks anywhere); answers the y after it.
    pub fn wrapped(
        &mut self,
        x: f32,
        y: f32,
        width: f32,
        size: f32,
        leading: f32,
        text: &str,
    ) -> f32 {
        let mut y = y;
        for line in wrap(text, width, size) {
            self.text(x, y, size, INK, &line);
            y += leading;
        }
        y
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, line: Stroke, area: Option<Fill>) {
        let mut pb = PathBuilder::new();
        if let Some(r) = Rect::from_xywh(x, y, w, h) {
            pb.push_rect(r);
        }
        if let Some(path) = pb.finish() {
            self.surface.set_fill(area);
            self.surface.set_stroke(Some(line));
            self.surface.draw_path(&path);
            self.surface.set_stroke(None);
        }
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, line: Stroke) {
        // Four cubic arcs (the usual 0.5523 control distance).
        let k = 0.552_284_8 * r;
        let mut pb = PathBuilder::new();
        pb.move_to(cx + r, cy);
        pb.cubic_to(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
        pb.cubic_to(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
        pb.cubic_to(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
        pb.cubic_to(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
        pb.close();
        if let Some(path) = pb.finish() {
            self.surface.set_fill(None);
            self.surface.set_stroke(Some(line));
            self.surface.draw_path(&path);
            self.surface.set_stroke(None);
        }
    }

    /// An image scaled to fit `w` × `h` at (x, y), centred; false when the bytes are no PNG or
    /// JPEG.
    pub fn image(&mut self, bytes: &[u8], x: f32, y: f32, w: f32, h: f32) -> bool {
        let data: krilla::Data = bytes.to_vec().into();
        let Ok(image) =
            Image::from_png(data.clone(), true).or_else(|_| Image::from_jpeg(data, true))
        else {
            return false;
        };
        let (iw, ih) = image.size();
        if iw == 0 || ih == 0 {
            return false;
        }
        let scale = (w / iw as f32).min(h / ih as f32);
        let (dw, dh) = (iw as f32 * scale, ih as f32 * scale);
        let Some(size) = Size::from_wh(dw, dh) else {
            return false;
        };
        self.surface
            .push_transform(&krilla::geom::Transform::from_translate(
                x + (w - dw) / 2.0,
                y + (h - dh) / 2.0,
            ));
        self.surface.draw_image(image, size);
        self.surface.pop();
        true
    }

    /// The QR code of `url`, `side` points wide at (x, y).
    pub fn qr(&mut self, url: &str, x: f32, y: f32, side: f32) {
        let Ok(code) = qrcode::QrCode::new(url.as_bytes()) else {
            return;
        };
        let n = code.width();
        let quiet = 2.0;
        let cell = side / (n as f32 + 2.0 * quiet);
        let mut pb = PathBuilder::new();
        for (i, color) in code.to_colors().into_iter().enumerate() {
            if color == qrcode::Color::Dark {
                let (col, row) = ((i % n) as f32, (i / n) as f32);
                if let Some(r) = Rect::from_xywh(
                    x + (col + quiet) * cell,
                    y + (row + quiet) * cell,
                    cell,
                    cell,
                ) {
                    pb.push_rect(r);
                }
            }
        }
        if let Some(path) = pb.finish() {
            self.surface.set_stroke(None);
            self.surface.set_fill(Some(fill((0, 0, 0))));
            self.surface.draw_path(&path);
        }
    }
}

/// Lines of `text` no wider than `width` at `size`.
pub fn wrap(text: &str, width: f32, size: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for c in text.chars() {
        line.push(c);
        if text_width(&line, size) > width {
            line.pop();
            lines.push(std::mem::take(&mut line));
            line.push(c);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_measure_the_font_and_lines_wrap_within_the_width() {
        let one = text_width("证", 10.0);
        assert!((one - 10.0).abs() < 0.01, "a CJK glyph is one em: {one}");
        assert!(text_width("ab", 10.0) < 2.0 * one);
        let lines = wrap("一二三四五六七八九十", 35.0, 10.0);
        assert_eq!(lines, ["一二三", "四五六", "七八九", "十"]);
    }
}
