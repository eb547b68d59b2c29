import Dispatch
import Foundation
import GapCheckModel

/// The progress line on stderr (`reading app 300/1200 files`), rewritten in place and cleared at the end.
///
/// It appears only once a run has lasted `delay` seconds, so quick runs print nothing, and only where
/// `isWanted` says so (a terminal, not `--quiet`, not CI). After the delay, a new stage or file total is
/// drawn at once (they are few), while per-file counts are redrawn by a timer at most 10 times a second
/// (they are many); so what a stage shows never depends on how fast the machine is. A class, because
/// reader threads, a timer and the command share one state; every access holds `lock`.
public final class ProgressLine: @unchecked Sendable {
    /// `\r` + erase to the end of the line: the cursor back at the start of an empty line.
    static let eraseLine = "\r\u{1B}[K"

    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let timer: DispatchSourceTimer
    /// When the line may first appear.
    private let visibleFrom: DispatchTime
    private var stage = ""
    private var done = 0
    private var total: Int?
    /// Readers of a stage that run at the same time (`reading(_:)` with names), each with its count.
    private var parts: [(name: String, done: Int, total: Int?)] = []
    private var shown = ""
    private var finished = false

    /// A progress line writing through `write` (stderr), first after `delay` seconds, then at most 10 times a second.
    public init(delay: Double, write: @escaping @Sendable (String) -> Void) {
        self.write = write
        visibleFrom = .now() + max(0, delay)
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "gapcheck.progress"))
        timer.schedule(deadline: visibleFrom, repeating: .milliseconds(100))
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
    }

    deinit { timer.cancel() }

    /// True when a progress line may be shown: stderr is a terminal that can erase lines, not
    /// `--quiet`, and not on CI (`CI` set to anything but `false` or `0`).
    public static func isWanted(console: Console, environment: [String: String], quiet: Bool) -> Bool {
        let ci = (environment["CI"] ?? "").lowercased()
        return !quiet && console.stderrIsTerminal && environment["TERM"] != "dumb" && (ci.isEmpty || ci == "false" || ci == "0")
    }

    /// Seconds before the line first appears: `GAPCHECK_PROGRESS_DELAY`, else 1.
    public static func delay(environment: [String: String]) -> Double {
        guard let raw = environment["GAPCHECK_PROGRESS_DELAY"], let seconds = Double(raw), seconds.isFinite, seconds >= 0 else { return 1 }
        return seconds
    }

    /// A progress line on `console`'s stderr when `isWanted`, else nil.
    public static func start(console: Console, environment: [String: String], quiet: Bool) -> ProgressLine? {
        guard isWanted(console: console, environment: environment, quiet: quiet) else { return nil }
        return ProgressLine(delay: delay(environment: environment), write: console.err)
    }

    /// A new stage (`checking`, `writing`), without a file count.
    public func stage(_ name: String) {
        update {
            $0.stage = name; $0.done = 0; $0.total = nil; $0.parts = []
        }
    }

    /// Progress for a reader: the stage `name` (`reading design`), counting the files it reads.
    public func reading(_ name: String) -> ReadProgress {
        stage(name)
        return ReadProgress(
            found: { [weak self] total in self?.update { $0.total = total } },
            read: { [weak self] in self?.update { $0.done += 1 } })
    }

    /// Progress for readers running at the same time: one stage whose line shows each reader's count
    /// (`reading design 3/26 files, reading app 120/388 files`); one `ReadProgress` per name, in order.
    public func reading(_ names: [String]) -> [ReadProgress] {
        update(immediate: true) {
            $0.stage = ""; $0.done = 0; $0.total = nil
            $0.parts = names.map { (name: $0, done: 0, total: nil) }
        }
        return names.indices.map { i in
            ReadProgress(
                found: { [weak self] total in self?.update(immediate: true) { $0.parts[i].total = total } },
                read: { [weak self] in self?.update { $0.parts[i].done += 1 } })
        }
    }

    /// `console` with the line cleared before anything is written to stdout or stderr, and shown
    /// again after a stderr line (so diagnostics never land in the middle of it).
    public func wrapping(_ console: Console) -> Console {
        var wrapped = console
        wrapped.out = { [self] text in
            self.clear()
            console.out(text)
        }
        wrapped.err = { [self] text in
            self.lock.lock()
            defer { self.lock.unlock() }
            let wasShown = !self.shown.isEmpty
            if wasShown { self.write(Self.eraseLine) }
            self.write(text)
            if wasShown { self.write(self.shown) }
        }
        return wrapped
    }

    /// Stops updating and clears the line; nothing is drawn after this.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        timer.cancel()
        if !shown.isEmpty { write(Self.eraseLine) }
        shown = ""
    }

    /// The line as it reads now: `reading app 300/1200 files`.
    var text: String {
        if !parts.isEmpty {
            return parts.map { p in p.total.map { "\(p.name) \(p.done)/\($0) files" } ?? p.name }.joined(separator: ", ")
        }
        guard let total else { return stage }
        return "\(stage) \(done)/\(total) files"
    }

    /// Applies `change`; a new stage or total (or an `immediate` change) is drawn at once once the line is visible.
    private func update(immediate: Bool = false, _ change: (ProgressLine) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        let before = (stage, total)
        change(self)
        if (stage, total) != before || immediate, DispatchTime.now() >= visibleFrom { draw() }
    }

    private func clear() {
        lock.lock()
        defer { lock.unlock() }
        if !shown.isEmpty { write(Self.eraseLine) }
        shown = ""
    }

    /// Timer: draws the line when it changed (the first tick is `delay` after the start).
    func tick() {
        lock.lock()
        defer { lock.unlock() }
        draw()
    }

    /// Draws the line when it changed and is not finished; the caller holds `lock`.
    private func draw() {
        guard !finished else { return }
        let now = text
        guard now != shown, !now.isEmpty else { return }
        write(Self.eraseLine + now)
        shown = now
    }
}
