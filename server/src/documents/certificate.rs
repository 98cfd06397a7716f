//! The certificate as a PDF (培训合格证书): A4 portrait, drawn with krilla, the Chinese text in the
//! font shipped with the product (`assets/fonts`, subset into the PDF to the glyphs it uses), the
//! learner's photo, the facts a 培训合格证书 shows (name, identity, programme, hours, result,
//! serial number, issue date, issuing organisation), the seal area and the QR code of the
//! verification link.

use krilla::Document;
use krilla::metadata::Metadata;
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::StrokeDash;
use krilla::text::Font;

use super::pdf::{FONT, GOLD, GREY, HEIGHT, INK, Pen, RED, WIDTH, fill, stroke, text_width, wrap};

/// What the certificate shows.
pub struct CertificateSheet {
    pub name: String,
    pub gender: String,
    /// Masked: the first four and last four characters.
    pub id_number: String,
    pub occupation: String,
    pub level: String,
    pub course: String,
    /// e.g. "48 学时（36 小时）".
    pub hours: String,
    /// e.g. "86 分（合格）".
    pub result: String,
    /// The training period, e.g. "2026年9月1日至2026年11月20日".
    pub period: Option<String>,
    pub number: String,
    /// e.g. "2026年11月28日".
    pub issue_date: String,
    /// The authority that issued it (the record's 发证机关).
    pub authority: String,
    /// The training organisation above the seal (the settings' name of the centre).
    pub organisation: String,
    /// The photo of the application (PNG or JPEG bytes).
    pub photo: Option<Vec<u8>>,
    /// The seal's image from the settings (PNG or JPEG bytes), else an empty seal area.
    pub seal: Option<Vec<u8>>,
    /// The public verification link the QR code holds.
    pub verify_url: String,
}

/// The certificate as PDF bytes.
pub fn certificate_pdf(sheet: &CertificateSheet) -> anyhow::Result<Vec<u8>> {
    let font = Font::new(FONT.to_vec().into(), 0)
        .ok_or_else(|| anyhow::anyhow!("the certificate font cannot be read"))?;
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(format!("培训合格证书 {}", sheet.number))
            .creator("skillcert".into())
            .language("zh-CN".into()),
    );
    let settings = PageSettings::from_wh(WIDTH, HEIGHT)
        .ok_or_else(|| anyhow::anyhow!("the page size is invalid"))?;
    {
        let mut page = document.start_page_with(settings);
        {
            let mut pen = Pen {
                surface: page.surface(),
                font: &font,
            };
            draw(&mut pen, sheet);
            pen.surface.finish();
        }
        page.finish();
    }
    document
        .finish()
        .map_err(|e| anyhow::anyhow!("the certificate PDF could not be written: {e:?}"))
}

fn draw(pen: &mut Pen, s: &CertificateSheet) {
    let cx = WIDTH / 2.0;
    // The frame: a red band, a gold rule inside it.
    pen.rect(
        22.0,
        22.0,
        WIDTH - 44.0,
        HEIGHT - 44.0,
        stroke(RED, 6.0),
        None,
    );
    pen.rect(
        34.0,
        34.0,
        WIDTH - 68.0,
        HEIGHT - 68.0,
        stroke(GOLD, 1.2),
        None,
    );
    pen.rect(
        38.0,
        38.0,
        WIDTH - 76.0,
        HEIGHT - 76.0,
        stroke(GOLD, 0.5),
        None,
    );

    // The title.
    let title = "培训合格证书";
    let spaced: String = title.chars().map(|c| format!("{c} ")).collect();
    let spaced = spaced.trim_end();
    pen.bold(
        cx - text_width(spaced, 36.0) / 2.0,
        120.0,
        36.0,
        RED,
        spaced,
    );
    pen.centered(
        cx,
        146.0,
        11.0,
        GOLD,
        "TRAINING  QUALIFICATION  CERTIFICATE",
    );
    let number = format!("证书编号：{}", s.number);
    pen.text(
        WIDTH - 70.0 - text_width(&number, 10.5),
        176.0,
        10.5,
        GREY,
        &number,
    );

    // The photo, two inches, at the left; the facts at its right.
    let (px, py, pw, ph) = (70.0, 196.0, 105.0, 147.0);
    pen.rect(
        px,
        py,
        pw,
        ph,
        stroke(GOLD, 0.8),
        Some(fill((250, 247, 240))),
    );
    let photo = s
        .photo
        .as_deref()
        .is_some_and(|bytes| pen.image(bytes, px + 3.0, py + 3.0, pw - 6.0, ph - 6.0));
    if !photo {
        pen.centered(px + pw / 2.0, py + ph / 2.0 + 4.0, 11.0, GREY, "照片");
    }
    let rows: Vec<(&str, String)> = [
        ("姓　　名", s.name.clone()),
        ("性　　别", s.gender.clone()),
        ("身份证号", s.id_number.clone()),
        ("职业（工种）", s.occupation.clone()),
        ("等　　级", s.level.clone()),
        ("培训项目", s.course.clone()),
        ("培训学时", s.hours.clone()),
        ("考核成绩", s.result.clone()),
    ]
    .into_iter()
    .filter(|(_, v)| !v.is_empty())
    .collect();
    let (lx, vx) = (200.0, 292.0);
    let mut y = 212.0;
    for (label, value) in rows {
        pen.text(lx, y, 12.0, GREY, label);
        for (i, line) in wrap(&value, WIDTH - 70.0 - vx, 13.0)
            .into_iter()
            .enumerate()
        {
            if i > 0 {
                y += 18.0;
            }
            pen.text(vx, y, 13.0, INK, &line);
        }
        y += 23.0;
    }

    // The statement.
    let period = s
        .period
        .as_ref()
        .map(|p| format!("于{p}"))
        .unwrap_or_default();
    let statement = format!(
        "　　{}同志{}参加「{}」培训，完成规定学时，经考核成绩合格，特发此证。",
        s.name, period, s.course
    );
    let y = y.max(py + ph + 40.0);
    pen.wrapped(70.0, y, WIDTH - 140.0, 14.0, 26.0, &statement);

    // The foot: the QR code at the left, the issuer and seal at the right.
    let foot = HEIGHT - 250.0;
    pen.qr(&s.verify_url, 64.0, foot, 120.0);
    pen.text(70.0, foot + 136.0, 10.0, GREY, "扫码核验证书真伪");
    for (i, line) in wrap(&s.verify_url, 200.0, 7.5)
        .into_iter()
        .take(3)
        .enumerate()
    {
        pen.text(70.0, foot + 150.0 + i as f32 * 10.0, 7.5, GREY, &line);
    }
    let (sx, sy, r) = (WIDTH - 150.0, foot + 60.0, 52.0);
    let sealed = s
        .seal
        .as_deref()
        .is_some_and(|bytes| pen.image(bytes, sx - r, sy - r, 2.0 * r, 2.0 * r));
    if !sealed {
        let mut dashed = stroke(RED, 1.0);
        dashed.dash = Some(StrokeDash {
            array: vec![4.0, 3.0],
            offset: 0.0,
        });
        dashed.opacity = NormalizedF32::new(0.6).unwrap_or(NormalizedF32::ONE);
        pen.circle(sx, sy, r, dashed);
        pen.centered(sx, sy + 4.0, 10.0, GREY, "（盖章）");
    }
    let right = WIDTH - 70.0;
    let organisation = format!("培训机构：{}", s.organisation);
    let authority = format!("发证机关：{}", s.authority);
    let date = format!("发证日期：{}", s.issue_date);
    let mut y = sy + r + 26.0;
    for line in [organisation, authority, date] {
        for part in wrap(&line, 250.0, 11.5) {
            pen.text(right - text_width(&part, 11.5), y, 11.5, INK, &part);
            y += 17.0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet() -> CertificateSheet {
        CertificateSheet {
            name: "张三".into(),
            gender: "男".into(),
            id_number: "1101**********1234".into(),
            occupation: "电工".into(),
            level: "四级/中级工".into(),
            course: "低压电工作业".into(),
            hours: "48 学时".into(),
            result: "86 分（合格）".into(),
            period: Some("2026年9月1日至2026年11月20日".into()),
            number: "SC-2026-000123".into(),
            issue_date: "2026年11月28日".into(),
            authority: "某市职业技能鉴定指导中心".into(),
            organisation: "职业技能培训与认证平台".into(),
            photo: None,
            seal: None,
            verify_url: "https://example.cn/verify?t=0123456789abcdef0123456789abcdef".into(),
        }
    }

    fn on_path(program: &str) -> bool {
        std::env::var_os("PATH")
            .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
    }

    /// A 2-inch photo stand-in: a grey head on a blue ground, as a PNG.
    fn photo() -> Vec<u8> {
        let image = image::RgbImage::from_fn(330, 462, |x, y| {
            let (dx, dy) = (x as i64 - 165, y as i64 - 200);
            if dx * dx + dy * dy < 90 * 90 || (y > 330 && (x as i64 - 165).abs() < 140) {
                image::Rgb([200, 200, 205])
            } else {
                image::Rgb([60, 120, 200])
            }
        });
        let mut bytes = Vec::new();
        image::DynamicImage::ImageRgb8(image)
            .write_to(
                &mut std::io::Cursor::new(&mut bytes),
                image::ImageFormat::Png,
            )
            .unwrap();
        bytes
    }

    /// The certificate read back by poppler (what a reader's PDF viewer sees) and rendered to
    /// PNG in $TMPDIR/skillcert-certificate/ to be looked at.
    #[test]
    fn poppler_reads_the_certificate_back_and_renders_it() {
        for program in ["pdftotext", "pdftoppm"] {
            assert!(
                on_path(program),
                "{program} is not installed: `make office` installs poppler-utils"
            );
        }
        let dir = std::env::temp_dir().join("skillcert-certificate");
        std::fs::create_dir_all(&dir).unwrap();
        let mut with_photo = sheet();
        with_photo.photo = Some(photo());
        let pdf = dir.join("certificate.pdf");
        std::fs::write(&pdf, certificate_pdf(&with_photo).unwrap()).unwrap();
        let text = std::process::Command::new("pdftotext")
            .arg(&pdf)
            .arg("-")
            .output()
            .unwrap();
        let text: String = String::from_utf8_lossy(&text.stdout)
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        for expected in [
            "培训合格证书",
            "张三",
            "SC-2026-000123",
            "48学时",
            "1101**********1234",
            "低压电工作业",
            "2026年11月28日",
            "扫码核验证书真伪",
        ] {
            assert!(text.contains(expected), "the PDF reads {expected}:\n{text}");
        }
        let png = dir.join("certificate");
        let out = std::process::Command::new("pdftoppm")
            .args(["-png", "-r", "72", "-singlefile"])
            .arg(&pdf)
            .arg(&png)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let rendered = image::open(dir.join("certificate.png")).unwrap();
        assert!(
            (595..=596).contains(&rendered.width()) && rendered.height() == 842,
            "A4 at 72 dpi: {}x{}",
            rendered.width(),
            rendered.height()
        );
    }

    #[test]
    fn the_pdf_is_a4_and_embeds_only_the_glyphs_it_uses() {
        let pdf = certificate_pdf(&sheet()).unwrap();
        assert!(pdf.starts_with(b"%PDF-"));
        assert!(
            pdf.len() < 400_000,
            "the font is subset: {} bytes",
            pdf.len()
        );
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.contains("595.28") && text.contains("841.89"), "A4");
    }
}
