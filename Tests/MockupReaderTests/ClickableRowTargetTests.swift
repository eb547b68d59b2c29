import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A control inside a clickable row (`li onclick`, a `<label>` around a checkbox, a `role="checkbox"` row) is tapped
/// anywhere in the row: the row's box is the touch target, measured when its size is known, and no target when it is
/// not. A checkbox inside a row that is a control itself (`role="checkbox"`) is that control. A button in a row, and a
/// checkbox on its own, keep their own size. Fixtures: a Japanese settings checklist, a Spanish consent form.
@Suite struct ClickableRowTargetTests {
    static let einstellungen = """
        <!DOCTYPE html><html lang="ja"><head><style>
        .check { width: 20px; height: 20px; }
        .row-tall { height: 56px; display: flex; }
        .row-short { height: 32px; display: flex; }
        .row-auto { padding: 10px 16px; display: flex; }
        .del-btn { width: 24px; height: 24px; }
        </style></head><body data-screen="settings">
        <h1>通知設定</h1>
        <ul>
          <li class="row-tall" onclick="toggle(this)"><input type="checkbox" class="check"><span>プッシュ通知</span><button class="del-btn">×</button></li>
          <li class="row-short" onclick="toggle(this)"><input type="checkbox" class="check"><span>メール通知</span></li>
          <li class="row-auto" onclick="toggle(this)"><input type="checkbox" class="check"><span>SMS通知</span></li>
          <div class="row-auto" role="checkbox"><input type="checkbox" class="check"><span>週間レポート</span></div>
        </ul>
        <label class="row-auto"><input type="radio" class="check"><span>ダークモード</span></label>
        <input type="checkbox" class="check" id="alone">
        </body></html>
        """

    @Test func aControlInAClickableRowIsMeasuredByTheRow() throws {
        let spec = try readDesign(["settings.html": Self.einstellungen])
        let selectors = spec.tapTargets.map { "\($0.selector) \($0.width.map { "\($0)" } ?? "auto")×\($0.height.map { "\($0)" } ?? "auto")" }
        // The short row is the target, at its own height; the tall one meets the minimum as a row.
        let short = try #require(spec.tapTargets.first { $0.selector == "li.row-short" }, "\(selectors)")
        #expect(short.height == 32)
        let tall = try #require(spec.tapTargets.first { $0.selector == "li.row-tall" }, "\(selectors)")
        #expect(tall.height == 56)
        // Rows whose size is not known (two children in a padded row, a label around a radio) give no target.
        #expect(!spec.tapTargets.contains { $0.selector.contains("row-auto") }, "\(selectors)")
        // A button in a row does something else than the row: it keeps its own 24×24.
        #expect(spec.tapTargets.contains { $0.selector == "button.del-btn" && $0.height == 24 }, "\(selectors)")
        // A checkbox on its own keeps its own 20×20.
        let alone = try #require(spec.tapTargets.first { $0.selector == "input.check" }, "\(selectors)")
        #expect(alone.width == 20 && alone.height == 20)
        #expect(spec.tapTargets.filter { $0.selector == "input.check" }.count == 1, "\(selectors)")
    }

    static let consentimiento = """
        <!DOCTYPE html><html lang="es"><head><style>
        .casilla { width: 18px; height: 18px; }
        .fila { min-height: 48px; display: flex; align-items: center; }
        .archivo { display: flex; padding: 14px 16px; }
        .marca { width: 22px; height: 22px; }
        </style></head><body data-screen="consentimiento">
        <h1>Consentimiento</h1>
        <label class="fila"><input type="checkbox" class="casilla"><span>Acepto los términos</span></label>
        <div class="aviso"><input type="checkbox" class="casilla"><span>Recibir novedades</span></div>
        <div class="archivo" onclick="marcar(this)">
          <label class="marca" onclick="event.stopPropagation()"><input type="checkbox"><span class="circulo"></span></label>
          <span>video_0604.mp4</span><span>1,2 GB</span>
        </div>
        </body></html>
        """

    /// A `<label>` at least 44pt tall around a checkbox meets the minimum; a plain `div` is no clickable row; the outer
    /// of two clickable rows is the target.
    @Test func aLabelAroundACheckboxIsItsTarget() throws {
        let spec = try readDesign(["consentimiento.html": Self.consentimiento])
        let selectors = spec.tapTargets.map(\.selector)
        #expect(spec.tapTargets.contains { $0.selector == "label.fila" && $0.height == 48 }, "\(selectors)")
        // The checkbox in the plain `div` is still measured on its own.
        #expect(spec.tapTargets.contains { $0.selector == "input.casilla" && $0.height == 18 }, "\(selectors)")
        // A 22×22 label that stops the click inside a row that ticks the box too: the row is the target, of a size
        // not known here, so none.
        #expect(!spec.tapTargets.contains { $0.selector.contains("marca") || $0.selector.contains("archivo") }, "\(selectors)")
    }
}
