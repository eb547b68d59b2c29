import GapCheckModel

/// How a design element's CSS lengths map to the app's points, from the device frame it is drawn in.
///
/// Gallery pages often draw every screen in a phone frame smaller than a phone (`.phone { width: 270px;
/// height: 585px }`) and scale the whole screen with it: an 11px caption there is a 16pt caption on a
/// 390pt-wide phone. Others draw a narrow frame that only crops a screen set in real points. So a frame
/// narrower than any iPhone is judged by its texts: the sizes of the texts that pair with a code text, in
/// every frame of that size on the page (one CSS rule draws them all), agree either as written or at device
/// width ÷ frame width (390pt for the notched 19.5:9 phones, 375pt for the 16:9 ones). A phone-shaped frame
/// is read at 1:1 only when the texts agreeing as written outnumber the others clearly. With no text to tell, a frame
/// whose height-to-width ratio is a phone's is read as that phone drawn smaller; a narrow frame of another
/// ratio (a tablet drawn small, a card) or without a stated height has a scale nobody can tell: its lengths
/// are compared as written and their differences are low. No frame, or a frame of a real phone's width
/// (320pt, 360pt and wider), is drawn at 1:1.
struct FrameScale: Sendable, Hashable {
    /// Points per CSS pixel (1 when not scaled).
    var factor: Double
    /// The frame's width in CSS pixels when it is narrower than a phone and its scale is not 1:1 by evidence.
    var frameWidth: Double?
    /// The device width the frame stands for, when the scale is known.
    var deviceWidth: Double?

    /// The frame size a scale is read from (CSS pixels, nil where not stated), on one page (`file`): the
    /// frames of one size on one page share their scale.
    struct Frame: Hashable, Sendable {
        var width: Double?
        var height: Double?
        var file: String?
        init(_ d: DesignElement) { width = d.frameWidth; height = d.frameHeight; file = d.location.file }
        init(_ t: TapTarget) { width = t.frameWidth; height = t.frameHeight; file = t.location.file }
        init(width: Double?, height: Double?, file: String? = nil) { self.width = width; self.height = height; self.file = file }
    }

    /// Narrowest width drawn at 1:1 (iPhones are 375pt and wider since 2014; 320pt is the first SE's).
    static let phoneWidth = 360.0
    /// Height ÷ width of phones: 16:9 (1.78) up to the 19.5:9 notched ones (2.17), with room for a bezel.
    static let phoneRatios = 1.7...2.35

    /// 1:1.
    static let none = FrameScale(factor: 1)

    init(factor: Double, frameWidth: Double? = nil, deviceWidth: Double? = nil) {
        self.factor = factor; self.frameWidth = frameWidth; self.deviceWidth = deviceWidth
    }

    /// The scale of a frame of this width and height, by its size alone (no texts to tell).
    init(frameWidth: Double?, frameHeight: Double?) {
        // Too narrow to hold a screen (an icon, a thumbnail strip): not a frame to read a scale from.
        guard let w = frameWidth, w >= 120, w < Self.phoneWidth, w != 320 else { self = .none; return }
        guard let h = frameHeight, Self.phoneRatios.contains(h / w) else { self.init(factor: 1, frameWidth: w); return }
        let device = h / w >= 2.0 ? 390.0 : 375.0
        self.init(factor: device / w, frameWidth: w, deviceWidth: device)
    }

    /// The scale of `frame` judged by its texts' sizes: `sizes` holds (design px, code pt) of the texts drawn
    /// in frames of its size on its page that pair with a code text. More agreeing as written: 1:1 (the frame
    /// crops a screen set in points); more agreeing at the phone's scale, or as many: the phone's scale (or, for
    /// a frame whose ratio is not a phone's, a scale not known). A phone-shaped frame needs a clear margin to be
    /// read at 1:1 (`overrulesPhoneRatio`): one text within a point of a code size may agree by chance.
    init(frame: Frame, sizes: [(Double, Double)]) {
        let bySize = FrameScale(frameWidth: frame.width, frameHeight: frame.height)
        guard bySize != .none else { self = .none; return }
        let asWritten = sizes.filter { abs($0.0 - $0.1) <= 1 }.count
        // A frame of unknown ratio is tried as a 390pt phone: its texts can show it is 1:1, never scale it.
        let trial = bySize.deviceWidth == nil ? FrameScale(factor: 390 / (frame.width ?? 390), frameWidth: frame.width, deviceWidth: 390) : bySize
        let scaled = sizes.filter { abs(trial.points($0.0) - $0.1) <= trial.tolerance($0.1, 1) }.count
        if bySize.deviceWidth == nil {
            self = asWritten > scaled ? .none : bySize
        } else {
            self = Self.overrulesPhoneRatio(asWritten: asWritten, scaled: scaled, paired: sizes.count) ? .none : bySize
        }
    }

    /// True when the texts agreeing as written outvote the phone's ratio clearly: at least two of them, more than
    /// agree at the phone's scale, and either two more or most of the paired texts.
    static func overrulesPhoneRatio(asWritten: Int, scaled: Int, paired: Int) -> Bool {
        asWritten >= 2 && asWritten > scaled && (asWritten >= scaled + 2 || asWritten * 2 > paired)
    }

    /// `px` in points.
    func points(_ px: Double) -> Double { px * factor }

    /// The difference below which two sizes are the same: `base` points at 1:1; a scaled frame's sizes are
    /// known to a few percent only (which phone it stands for is a guess), so at least 4 % of the size.
    func tolerance(_ size: Double, _ base: Double) -> Double { factor == 1 ? base : max(base, size * 0.04) }

    /// A design length as a finding shows it: `11px`, or `11px (15.9pt at ×1.44)` in a scaled frame.
    func describe(_ px: Double) -> String {
        guard factor != 1 else { return Length.format(px) + "px" }
        return "\(Length.format(px))px (\(Length.format(pointsToTenth(px)))pt at \(factorText))"
    }

    /// `px` in points, to a tenth, as findings print it.
    func pointsToTenth(_ px: Double) -> Double { (px * factor * 10).rounded() / 10 }

    /// The factor as findings print it: `×1.44`.
    var factorText: String { "×" + String(format: "%.2f", factor) }

    /// What a scaled frame is, for a finding's note; nil at 1:1.
    var explanation: String? {
        guard let w = frameWidth, let device = deviceWidth else { return nil }
        return
            "the design draws this screen in a \(Length.format(w))px-wide phone frame: lengths are read at \(Length.format(device))pt ÷ \(Length.format(w))px = ×\(String(format: "%.2f", factor))"
    }

    /// Why the design's sizes may not be points, when the frame is narrower than a phone at a scale not known.
    var uncertainty: String? {
        guard let w = frameWidth, deviceWidth == nil else { return nil }
        return "the design draws this screen in a \(Length.format(w))px-wide frame, narrower than a phone, at a scale not known"
    }
}
