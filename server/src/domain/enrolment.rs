//! Enrolment: the statuses and the moves between them, the application form with its option
//! lists and required fields (spec 001 §3, §5), the documents each kind of course asks for, and
//! the enrolment number.

use serde::{Deserialize, Serialize};

use crate::refusals::{self, Message, Refusal};

/// An enrolment's status as the learner pages read it (`status` on a course).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i16)]
pub enum Status {
    /// 1: materials submitted, waiting for the material reviewer.
    Pending = 1,
    /// 2: materials approved, waiting for payment (and its confirmation).
    Approved = 2,
    /// 3: materials rejected; the learner corrects and submits again.
    Rejected = 3,
    /// 4: payment confirmed: enrolled, may study.
    Enrolled = 4,
}

impl Status {
    pub fn from_code(code: i16) -> Option<Self> {
        match code {
            1 => Some(Self::Pending),
            2 => Some(Self::Approved),
            3 => Some(Self::Rejected),
            4 => Some(Self::Enrolled),
            _ => None,
        }
    }
    /// How staff pages name the status.
    pub fn label(self) -> &'static str {
        match self {
            Self::Pending => "待审核",
            Self::Approved => "审核通过",
            Self::Rejected => "审核未通过",
            Self::Enrolled => "已报名",
        }
    }

    pub const ALL: [Self; 4] = [
        Self::Pending,
        Self::Approved,
        Self::Rejected,
        Self::Enrolled,
    ];

    pub const fn code(self) -> i16 {
        self as i16
    }

    /// The material review's result at this status.
    pub fn reviewed_result(self) -> ReviewedResult {
        match self {
            Self::Pending => ReviewedResult::Pending,
            Self::Approved | Self::Enrolled => ReviewedResult::Approved,
            Self::Rejected => ReviewedResult::Rejected,
        }
    }
}

/// The material review's result (`reviewedResult` on a course and in the reviewer's filters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ReviewedResult {
    /// Waiting for the material reviewer (status 1).
    Pending,
    /// Approved (status 2 or 4).
    Approved,
    /// Rejected (status 3).
    Rejected,
}

impl ReviewedResult {
    /// The statuses with this result.
    pub fn statuses(self) -> Vec<i16> {
        match self {
            Self::Pending => vec![Status::Pending.code()],
            Self::Approved => vec![Status::Approved.code(), Status::Enrolled.code()],
            Self::Rejected => vec![Status::Rejected.code()],
        }
    }
}

/// What a person does to an application. Each is recorded in the audit trail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// The learner submits (or resubmits) the form and documents.
    Submit,
    /// A material reviewer approves the materials.
    Approve,
    /// A material reviewer rejects them, with a reason.
    Reject,
    /// The learner uploads the payment proof.
    Pay,
    /// Finance confirms the payment: the learner is enrolled.
    ConfirmPayment,
    /// Finance refuses the proof, with a reason; the learner may upload again.
    RefusePayment,
    /// Finance marks the invoice issued.
    IssueInvoice,
    /// The learner passed the course's exam (graded at the pass mark, or recorded by staff).
    RecordExam,
    /// Staff withdraw that record (not once a certificate is issued).
    WithdrawExam,
    /// A material reviewer records the certificate issued for an enrolled learner who passed.
    IssueCertificate,
    /// An administrator revokes a certificate, with a reason.
    RevokeCertificate,
}

impl Action {
    /// The name stored in the audit trail and shown on the timeline.
    pub fn name(self) -> &'static str {
        match self {
            Self::Submit => "submit",
            Self::Approve => "approve",
            Self::Reject => "reject",
            Self::Pay => "pay",
            Self::ConfirmPayment => "confirmPayment",
            Self::RefusePayment => "refusePayment",
            Self::IssueInvoice => "issueInvoice",
            Self::RecordExam => "examCompleted",
            Self::WithdrawExam => "examWithdrawn",
            Self::IssueCertificate => "issueCertificate",
            Self::RevokeCertificate => "revokeCertificate",
        }
    }

    /// The status after this action from `from` (None: no application submitted yet), or the
    /// refusal when the action is not allowed in that status.
    pub fn next(self, from: Option<Status>) -> Result<Status, Refusal> {
        use Status::*;
        match (self, from) {
            (Self::Submit, None | Some(Pending) | Some(Rejected)) => Ok(Pending),
            (Self::Submit, _) => Err(refusals::ENROL_NOT_EDITABLE),
            (Self::Approve, Some(Pending)) => Ok(Approved),
            (Self::Reject, Some(Pending)) => Ok(Rejected),
            (Self::Approve | Self::Reject, _) => Err(refusals::ENROL_NOT_PENDING),
            (Self::Pay, Some(Approved)) => Ok(Approved),
            (Self::Pay, _) => Err(refusals::PAYMENT_NOT_DUE),
            (Self::ConfirmPayment, Some(Approved)) => Ok(Enrolled),
            (Self::RefusePayment, Some(Approved)) => Ok(Approved),
            (Self::ConfirmPayment | Self::RefusePayment, _) => Err(refusals::PAYMENT_NOT_SUBMITTED),
            (Self::IssueInvoice, Some(Enrolled)) => Ok(Enrolled),
            (Self::IssueInvoice, _) => Err(refusals::INVOICE_NOT_PAID),
            (
                Self::RecordExam
                | Self::WithdrawExam
                | Self::IssueCertificate
                | Self::RevokeCertificate,
                Some(Enrolled),
            ) => Ok(Enrolled),
            (
                Self::RecordExam
                | Self::WithdrawExam
                | Self::IssueCertificate
                | Self::RevokeCertificate,
                _,
            ) => Err(refusals::CERTIFICATE_NOT_ENROLLED),
        }
    }
}

/// How the archive and the exports name a step of an application's trail (`Action::name`, and
/// the bulk import's `import` and `enrolDirectly`).
pub fn action_label(name: &str) -> &str {
    match name {
        "submit" => "提交报名材料",
        "approve" => "材料审核通过",
        "reject" => "材料审核未通过",
        "pay" => "上传缴费凭证",
        "confirmPayment" => "确认缴费",
        "refusePayment" => "退回缴费凭证",
        "issueInvoice" => "开具发票",
        "examCompleted" => "考试通过",
        "examWithdrawn" => "撤销考试通过",
        "issueCertificate" => "发放证书",
        "revokeCertificate" => "作废证书",
        "import" => "批量导入",
        "enrolDirectly" => "直接报名（单位统一报名）",
        other => other,
    }
}

/// Which kind of the audit log a step of an application's trail is: the exam result and the
/// certificate are the certificate's, every other step the enrolment's.
pub fn audit_kind(name: &str) -> crate::domain::audit::Kind {
    use crate::domain::audit::Kind;
    match name {
        "examCompleted" | "examWithdrawn" | "issueCertificate" | "revokeCertificate" => {
            Kind::Certificate
        }
        _ => Kind::Enrolment,
    }
}

/// The document slots that hold ID-card images: deleted once the application has been settled
/// longer than the retention period (`idImageRetentionDays`).
pub const ID_IMAGE_SLOTS: [&str; 2] = ["idFront", "idBack"];

/// Whether the learner may still change the draft: before submitting, while pending, after a
/// rejection.
pub fn is_editable(status: Option<Status>) -> bool {
    matches!(
        status,
        None | Some(Status::Pending) | Some(Status::Rejected)
    )
}

/// The application form of spec §3, every field a text (dates as YYYY-MM-DD).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ApplicationForm {
    pub name: String,
    pub gender: String,
    pub birth: String,
    pub id_type: String,
    pub id_number: String,
    pub phone: String,
    pub education: String,
    pub job: String,
    pub level: String,
    pub exam_type: String,
    pub exam_subject: Vec<String>,
    pub exam_city: String,
    pub exam_district: String,
    pub exam_place: String,
    pub certificate_get_type: String,
    pub address: String,
    pub certificate_name1: String,
    pub certificate_level1: String,
    pub certificate_date1: String,
    pub certificate_no1: String,
    pub title_name1: String,
    pub title_level1: String,
    pub title_date1: String,
    pub title_no1: String,
    pub declare_condition: String,
    pub conduction_condition: String,
    pub edu_time1: String,
    pub edu_school1: String,
    pub edu_major1: String,
    pub edu_type1: String,
    pub edu_time2: String,
    pub edu_school2: String,
    pub edu_major2: String,
    pub edu_type2: String,
    pub edu_time3: String,
    pub edu_school3: String,
    pub edu_major3: String,
    pub edu_type3: String,
    pub work_year: String,
    pub work_time1: String,
    pub work_company1: String,
    pub work_job1: String,
    pub work_contact1: String,
    pub work_time2: String,
    pub work_company2: String,
    pub work_job2: String,
    pub work_contact2: String,
    pub work_time3: String,
    pub work_company3: String,
    pub work_job3: String,
    pub work_contact3: String,
    /// Year, month and day of the signature.
    pub sign_date: String,
    pub sign_month: String,
    pub sign_day: String,
    /// URL of the uploaded 1-inch photo (`/files/{sha256}`), empty when none.
    pub photo: String,
}

pub const ID_TYPES: [&str; 4] = [
    "居民身份证",
    "护照",
    "港澳居民来往内地通行证",
    "台湾居民来往大陆通行证",
];
pub const GENDERS: [&str; 2] = ["男", "女"];
pub const EXAM_TYPES: [&str; 2] = ["正考", "补考"];
pub const EXAM_SUBJECTS: [&str; 3] = ["理论", "技能", "综合评审"];
pub const CERTIFICATE_GET_TYPES: [&str; 2] = ["自取", "邮寄"];
/// The five national skill levels a certificate is issued at.
pub const CERTIFICATE_LEVELS: [&str; 5] = [
    "五级/初级工",
    "四级/中级工",
    "三级/高级工",
    "二级/技师",
    "一级/高级技师",
];
/// Longest stored text of a form field, and of the longer free texts.
pub const FIELD_MAX: usize = 100;
pub const LONG_FIELD_MAX: usize = 500;

/// The levels one may declare and, for each, the conditions of the national standard that
/// qualify for it (the declareCondition list follows the chosen level).
pub const LEVELS: [(&str, &[&str]); 2] = [
    (
        "四级工/中级工",
        &[
            "累计从事本职业或相关职业工作满4年",
            "取得本职业或相关职业五级/初级工职业资格证书（技能等级证书）后，累计从事本职业或相关职业工作满3年",
            "取得本专业或相关专业的技工院校或中等及以上职业院校、专科及以上普通高等学校毕业证书（含在读应届毕业生）",
        ],
    ),
    (
        "三级工/高级工",
        &[
            "取得本职业或相关职业四级/中级工职业资格证书（技能等级证书）后，累计从事本职业或相关职业工作满5年",
            "取得四级/中级工职业资格证书（技能等级证书），并具有高级技工学校、技师学院毕业证书（含在读应届毕业生）",
            "具有大专及以上本专业或相关专业毕业证书，并取得本职业或相关职业四级/中级工职业资格证书（技能等级证书）后，累计从事本职业或相关职业工作满2年",
        ],
    ),
];

/// Guangdong's prefecture-level cities (without 市) and their districts, counties and county-level
/// cities; Dongguan and Zhongshan have no districts, so their subdistricts and towns are listed.
pub const GUANGDONG: [(&str, &[&str]); 21] = [
    (
        "广州",
        &[
            "越秀区",
            "海珠区",
            "荔湾区",
            "天河区",
            "白云区",
            "黄埔区",
            "番禺区",
            "花都区",
            "南沙区",
            "从化区",
            "增城区",
        ],
    ),
    (
        "深圳",
        &[
            "罗湖区",
            "福田区",
            "南山区",
            "宝安区",
            "龙岗区",
            "盐田区",
            "龙华区",
            "坪山区",
            "光明区",
        ],
    ),
    ("珠海", &["香洲区", "斗门区", "金湾区"]),
    (
        "汕头",
        &[
            "龙湖区",
            "金平区",
            "濠江区",
            "潮阳区",
            "潮南区",
            "澄海区",
            "南澳县",
        ],
    ),
    ("佛山", &["禅城区", "南海区", "顺德区", "三水区", "高明区"]),
    (
        "韶关",
        &[
            "武江区",
            "浈江区",
            "曲江区",
            "乐昌市",
            "南雄市",
            "始兴县",
            "仁化县",
            "翁源县",
            "新丰县",
            "乳源瑶族自治县",
        ],
    ),
    (
        "河源",
        &["源城区", "东源县", "和平县", "龙川县", "紫金县", "连平县"],
    ),
    (
        "梅州",
        &[
            "梅江区",
            "梅县区",
            "兴宁市",
            "平远县",
            "蕉岭县",
            "大埔县",
            "丰顺县",
            "五华县",
        ],
    ),
    ("惠州", &["惠城区", "惠阳区", "博罗县", "惠东县", "龙门县"]),
    ("汕尾", &["城区", "陆丰市", "海丰县", "陆河县"]),
    (
        "东莞",
        &[
            "莞城街道",
            "南城街道",
            "东城街道",
            "万江街道",
            "松山湖",
            "石龙镇",
            "石排镇",
            "茶山镇",
            "企石镇",
            "桥头镇",
            "东坑镇",
            "横沥镇",
            "常平镇",
            "虎门镇",
            "长安镇",
            "沙田镇",
            "厚街镇",
            "寮步镇",
            "大岭山镇",
            "大朗镇",
            "黄江镇",
            "樟木头镇",
            "谢岗镇",
            "塘厦镇",
            "清溪镇",
            "凤岗镇",
            "麻涌镇",
            "中堂镇",
            "高埗镇",
            "石碣镇",
            "望牛墩镇",
            "洪梅镇",
            "道滘镇",
        ],
    ),
    (
        "中山",
        &[
            "石岐街道",
            "东区街道",
            "西区街道",
            "南区街道",
            "五桂山街道",
            "中山港街道",
            "民众街道",
            "南朗街道",
            "黄圃镇",
            "东凤镇",
            "古镇镇",
            "沙溪镇",
            "坦洲镇",
            "港口镇",
            "三角镇",
            "横栏镇",
            "南头镇",
            "阜沙镇",
            "三乡镇",
            "板芙镇",
            "大涌镇",
            "神湾镇",
            "小榄镇",
        ],
    ),
    (
        "江门",
        &[
            "蓬江区",
            "江海区",
            "新会区",
            "台山市",
            "开平市",
            "鹤山市",
            "恩平市",
        ],
    ),
    ("阳江", &["江城区", "阳东区", "阳春市", "阳西县"]),
    (
        "湛江",
        &[
            "赤坎区",
            "霞山区",
            "坡头区",
            "麻章区",
            "廉江市",
            "雷州市",
            "吴川市",
            "遂溪县",
            "徐闻县",
        ],
    ),
    ("茂名", &["茂南区", "电白区", "高州市", "化州市", "信宜市"]),
    (
        "肇庆",
        &[
            "端州区",
            "鼎湖区",
            "高要区",
            "四会市",
            "广宁县",
            "怀集县",
            "封开县",
            "德庆县",
        ],
    ),
    (
        "清远",
        &[
            "清城区",
            "清新区",
            "英德市",
            "连州市",
            "佛冈县",
            "阳山县",
            "连山壮族瑶族自治县",
            "连南瑶族自治县",
        ],
    ),
    ("潮州", &["湘桥区", "潮安区", "饶平县"]),
    ("揭阳", &["榕城区", "揭东区", "普宁市", "揭西县", "惠来县"]),
    ("云浮", &["云城区", "云安区", "罗定市", "新兴县", "郁南县"]),
];

/// The examination place as the form builds it: '广东省' + city + '市' + district.
pub fn exam_place(city: &str, district: &str) -> String {
    format!("广东省{city}市{district}")
}

/// The fields the download (and the submission) need, with their labels, in form order.
pub const REQUIRED: [(&str, &str); 27] = [
    ("name", "姓名"),
    ("gender", "性别"),
    ("birth", "出生日期"),
    ("idType", "证件类型"),
    ("idNumber", "证件号码"),
    ("phone", "联系电话"),
    ("education", "文化程度"),
    ("job", "现从事职业"),
    ("level", "申报级别"),
    ("examType", "考试类型"),
    ("examSubject", "考试科目"),
    ("examPlace", "考试地点"),
    ("certificateGetType", "证书领取方式"),
    ("address", "通讯地址"),
    ("declareCondition", "申报条件"),
    ("eduTime1", "学习经历1起止时间"),
    ("eduSchool1", "学习经历1学校"),
    ("eduMajor1", "学习经历1专业"),
    ("eduType1", "学习经历1学历"),
    ("workYear", "工作年限"),
    ("workTime1", "工作经历1起止时间"),
    ("workCompany1", "工作经历1工作单位"),
    ("workJob1", "工作经历1职务"),
    ("workContact1", "工作经历1证明人"),
    ("signDate", "签名年份"),
    ("signMonth", "签名月份"),
    ("signDay", "签名日"),
];

impl ApplicationForm {
    /// The form as a JSON object keyed by the wire names (for checks by name).
    fn fields(&self) -> serde_json::Map<String, serde_json::Value> {
        match serde_json::to_value(self) {
            Ok(serde_json::Value::Object(map)) => map,
            _ => serde_json::Map::new(),
        }
    }

    /// Labels of the required fields left empty, in form order.
    pub fn missing(&self) -> Vec<&'static str> {
        let fields = self.fields();
        REQUIRED
            .iter()
            .filter(|(name, _)| match fields.get(*name) {
                Some(serde_json::Value::String(s)) => s.trim().is_empty(),
                Some(serde_json::Value::Array(items)) => items.is_empty(),
                _ => true,
            })
            .map(|(_, label)| *label)
            .collect()
    }

    /// Errors of the values that are filled in (a draft may be incomplete but not wrong): option
    /// lists, the examination place, dates and lengths. Each is (field, message).
    pub fn problems(&self) -> Vec<(&'static str, Message)> {
        let mut out: Vec<(&'static str, Message)> = Vec::new();
        let mut choice = |field: &'static str, value: &str, options: &[&str]| {
            if !value.is_empty() && !options.contains(&value) {
                out.push((field, refusals::ENROL_OPTION_INVALID.into()));
            }
        };
        choice("gender", &self.gender, &GENDERS);
        choice("idType", &self.id_type, &ID_TYPES);
        choice("examType", &self.exam_type, &EXAM_TYPES);
        choice(
            "certificateGetType",
            &self.certificate_get_type,
            &CERTIFICATE_GET_TYPES,
        );
        let levels: Vec<&str> = LEVELS.iter().map(|(l, _)| *l).collect();
        choice("level", &self.level, &levels);
        let conditions = LEVELS
            .iter()
            .find(|(l, _)| *l == self.level)
            .map(|(_, c)| *c)
            .unwrap_or(&[]);
        choice("declareCondition", &self.declare_condition, conditions);
        if self
            .exam_subject
            .iter()
            .any(|s| !EXAM_SUBJECTS.contains(&s.as_str()))
        {
            out.push(("examSubject", refusals::ENROL_OPTION_INVALID.into()));
        }
        if !self.exam_place.is_empty() {
            let known = GUANGDONG.iter().any(|(city, districts)| {
                *city == self.exam_city
                    && districts.contains(&self.exam_district.as_str())
                    && self.exam_place == exam_place(city, &self.exam_district)
            });
            if !known {
                out.push(("examPlace", refusals::ENROL_EXAM_PLACE_INVALID.into()));
            }
        }
        for (field, value) in [
            ("birth", &self.birth),
            ("certificateDate1", &self.certificate_date1),
            ("titleDate1", &self.title_date1),
        ] {
            if !value.is_empty() && !super::identity::is_date(value) {
                out.push((field, refusals::BIRTH_DATE_INVALID.into()));
            }
        }
        for (name, value) in self.fields() {
            let Some(field) = REQUIRED
                .iter()
                .map(|(n, _)| *n)
                .chain(LONG_FIELDS)
                .chain(OTHER_FIELDS)
                .find(|n| *n == name)
            else {
                continue;
            };
            let max = if LONG_FIELDS.contains(&field) {
                LONG_FIELD_MAX
            } else {
                FIELD_MAX
            };
            let long = match &value {
                serde_json::Value::String(s) => s.chars().count() > max,
                serde_json::Value::Array(items) => items.len() > EXAM_SUBJECTS.len(),
                _ => false,
            };
            if long && !out.iter().any(|(f, _)| *f == field) {
                out.push((field, refusals::TEXT_TOO_LONG.with("max", max)));
            }
        }
        out
    }
}

/// Free-text fields that may be longer than a name (addresses, conditions, the photo URL).
const LONG_FIELDS: [&str; 4] = [
    "address",
    "declareCondition",
    "conductionCondition",
    "photo",
];
/// The optional fields of the form not in `REQUIRED` or `LONG_FIELDS`.
const OTHER_FIELDS: [&str; 26] = [
    "examCity",
    "examDistrict",
    "certificateName1",
    "certificateLevel1",
    "certificateDate1",
    "certificateNo1",
    "titleName1",
    "titleLevel1",
    "titleDate1",
    "titleNo1",
    "eduTime2",
    "eduSchool2",
    "eduMajor2",
    "eduType2",
    "eduTime3",
    "eduSchool3",
    "eduMajor3",
    "eduType3",
    "workTime2",
    "workCompany2",
    "workJob2",
    "workContact2",
    "workTime3",
    "workCompany3",
    "workJob3",
    "workContact3",
];

/// A document the learner uploads: its slot name, its label and the types accepted (checked by
/// content at upload; here by the type recorded then).
pub struct DocumentSlot {
    pub name: &'static str,
    pub label: &'static str,
    pub mimes: &'static [&'static str],
}

const PDF_OR_IMAGE: &[&str] = &["application/pdf", "image/jpeg", "image/png"];
const IMAGE: &[&str] = &["image/jpeg", "image/png"];
const EXCEL: &[&str] = &[
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.ms-excel",
];

/// Certification class (course type 0): the signed declaration, proof of work, both sides of
/// the ID card, the education certificate and a 1-inch photo (spec §5).
pub const CERTIFICATION_DOCUMENTS: [DocumentSlot; 6] = [
    DocumentSlot {
        name: "declaration",
        label: "申报表（签名并按手印）",
        mimes: PDF_OR_IMAGE,
    },
    DocumentSlot {
        name: "workingProof",
        label: "工作证明",
        mimes: IMAGE,
    },
    DocumentSlot {
        name: "idFront",
        label: "身份证正面",
        mimes: IMAGE,
    },
    DocumentSlot {
        name: "idBack",
        label: "身份证反面",
        mimes: IMAGE,
    },
    DocumentSlot {
        name: "educationCert",
        label: "学历证书",
        mimes: IMAGE,
    },
    DocumentSlot {
        name: "photo",
        label: "一寸白底证件照",
        mimes: IMAGE,
    },
];

/// Special-topic class (course type 1): the declaration as an Excel workbook.
pub const SPECIAL_DOCUMENTS: [DocumentSlot; 1] = [DocumentSlot {
    name: "declaration",
    label: "报名表（Excel）",
    mimes: EXCEL,
}];

/// The documents a course of this type asks for.
pub fn documents_for(course_type: i16) -> &'static [DocumentSlot] {
    if course_type == crate::domain::course::SPECIAL {
        &SPECIAL_DOCUMENTS
    } else {
        &CERTIFICATION_DOCUMENTS
    }
}

/// The enrolment number: year, course id in four digits and the sequence of the year's
/// confirmed enrolments in that course in four digits, e.g. `202600070001`.
pub fn enrolment_number(year: i32, course_id: i64, sequence: u32) -> String {
    format!("{year:04}{course_id:04}{sequence:04}")
}

/// The prefix that every enrolment number of a year and course starts with.
pub fn enrolment_number_prefix(year: i32, course_id: i64) -> String {
    format!("{year:04}{course_id:04}")
}

/// The calendar year in China (UTC+8) at `ms` since the epoch.
pub fn year_of(ms: i64) -> i32 {
    // Days since 1970-01-01 to a civil date (H. Hinnant's algorithm), year only.
    let days = (ms + 8 * 3_600_000).div_euclid(86_400_000) + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2)) as i32
}

/// The payment methods (spec §9), wechat first as the default.
pub const PAYMENT_METHODS: [&str; 3] = ["wechat", "alipay", "bank"];

/// The desks' decisions (`result` of a decision): the material reviewers approve or reject, finance
/// confirms or refuses a payment proof.
pub const APPROVE: &str = "approve";
pub const REJECT: &str = "reject";
pub const CONFIRM: &str = "confirm";
pub const REFUSE: &str = "refuse";
pub const DECISIONS: [&str; 4] = [APPROVE, REJECT, CONFIRM, REFUSE];

#[cfg(test)]
mod tests {
    use super::*;
    use Status::*;

    #[test]
    fn the_transition_table() {
        let all = [
            None,
            Some(Pending),
            Some(Approved),
            Some(Rejected),
            Some(Enrolled),
        ];
        let allowed = |action: Action| -> Vec<Option<Status>> {
            all.iter()
                .copied()
                .filter(|s| action.next(*s).is_ok())
                .collect()
        };
        assert_eq!(
            allowed(Action::Submit),
            vec![None, Some(Pending), Some(Rejected)]
        );
        assert_eq!(allowed(Action::Approve), vec![Some(Pending)]);
        assert_eq!(allowed(Action::Reject), vec![Some(Pending)]);
        assert_eq!(allowed(Action::Pay), vec![Some(Approved)]);
        assert_eq!(allowed(Action::ConfirmPayment), vec![Some(Approved)]);
        assert_eq!(allowed(Action::RefusePayment), vec![Some(Approved)]);
        assert_eq!(allowed(Action::IssueInvoice), vec![Some(Enrolled)]);
        assert_eq!(Action::Submit.next(Some(Rejected)), Ok(Pending));
        assert_eq!(Action::Approve.next(Some(Pending)), Ok(Approved));
        assert_eq!(Action::Reject.next(Some(Pending)), Ok(Rejected));
        assert_eq!(Action::ConfirmPayment.next(Some(Approved)), Ok(Enrolled));
        assert_eq!(Action::RefusePayment.next(Some(Approved)), Ok(Approved));
        assert_eq!(
            Action::Approve.next(Some(Enrolled)),
            Err(refusals::ENROL_NOT_PENDING)
        );
        for (status, editable) in all.iter().zip([true, true, false, true, false]) {
            assert_eq!(is_editable(*status), editable, "{status:?}");
        }
    }

    fn complete() -> ApplicationForm {
        let mut f = ApplicationForm {
            name: "张三丰".into(),
            gender: "男".into(),
            birth: "1990-05-01".into(),
            id_type: "居民身份证".into(),
            id_number: "440101199005011234".into(),
            phone: "13912345678".into(),
            education: "大专".into(),
            job: "电工".into(),
            level: "四级工/中级工".into(),
            exam_type: "正考".into(),
            exam_subject: vec!["理论".into(), "技能".into()],
            exam_city: "广州".into(),
            exam_district: "天河区".into(),
            certificate_get_type: "自取".into(),
            address: "广州市天河区体育西路1号".into(),
            declare_condition: LEVELS[0].1[0].into(),
            edu_time1: "2008.09-2011.07".into(),
            edu_school1: "广州市技师学院".into(),
            edu_major1: "电气自动化".into(),
            edu_type1: "大专".into(),
            work_year: "8".into(),
            work_time1: "2011.08-至今".into(),
            work_company1: "广州电力工程有限公司".into(),
            work_job1: "电工".into(),
            work_contact1: "李经理 020-12345678".into(),
            sign_date: "2026".into(),
            sign_month: "11".into(),
            sign_day: "23".into(),
            ..Default::default()
        };
        f.exam_place = exam_place(&f.exam_city, &f.exam_district);
        f
    }

    #[test]
    fn a_complete_form_has_nothing_missing_and_no_problem() {
        let f = complete();
        assert_eq!(f.exam_place, "广东省广州市天河区");
        assert!(f.missing().is_empty(), "{:?}", f.missing());
        assert!(f.problems().is_empty(), "{:?}", f.problems());
    }

    #[test]
    fn missing_fields_are_named_by_their_labels_in_form_order() {
        let mut f = complete();
        f.name = " ".into();
        f.exam_subject.clear();
        f.work_contact1.clear();
        assert_eq!(f.missing(), vec!["姓名", "考试科目", "工作经历1证明人"]);
        assert_eq!(ApplicationForm::default().missing().len(), REQUIRED.len());
    }

    #[test]
    fn values_outside_the_lists_are_problems() {
        let mut f = complete();
        f.id_type = "驾驶证".into();
        f.declare_condition = LEVELS[1].1[0].into(); // a condition of the other level
        f.exam_subject = vec!["理论".into(), "口试".into()];
        f.exam_place = "广东省广州市南山区".into();
        f.exam_district = "南山区".into();
        f.birth = "1990-13-01".into();
        f.address = "路".repeat(LONG_FIELD_MAX + 1);
        let fields: Vec<&str> = f.problems().iter().map(|(f, _)| *f).collect();
        assert_eq!(
            fields,
            vec![
                "idType",
                "declareCondition",
                "examSubject",
                "examPlace",
                "birth",
                "address"
            ]
        );
    }

    #[test]
    fn every_city_has_districts_and_the_lists_are_distinct() {
        for (city, districts) in GUANGDONG {
            assert!(!districts.is_empty(), "{city}");
            let mut sorted = districts.to_vec();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), districts.len(), "{city}");
        }
    }

    #[test]
    fn each_course_type_asks_for_its_documents() {
        let names = |t| documents_for(t).iter().map(|d| d.name).collect::<Vec<_>>();
        assert_eq!(
            names(0),
            vec![
                "declaration",
                "workingProof",
                "idFront",
                "idBack",
                "educationCert",
                "photo"
            ]
        );
        assert_eq!(names(1), vec!["declaration"]);
    }

    #[test]
    fn the_year_is_chinas() {
        assert_eq!(year_of(0), 1970);
        // 2025-12-31 16:00 UTC is already 2026-01-01 in China.
        assert_eq!(year_of(1_767_196_800_000), 2026);
        assert_eq!(year_of(1_767_196_800_000 - 1), 2025);
        assert_eq!(year_of(1_803_427_200_000), 2027); // 2027-02-24 UTC
    }

    #[test]
    fn enrolment_numbers_are_year_course_and_sequence() {
        assert_eq!(enrolment_number(2026, 7, 1), "202600070001");
        assert!(enrolment_number(2026, 7, 12).starts_with(&enrolment_number_prefix(2026, 7)));
    }
}
