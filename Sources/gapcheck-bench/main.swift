// gapcheck-bench: the raw parsing floor under gapcheck, measured on a corpus from bench/generate-corpus.py.
//
//   gapcheck-bench html DIR            libxml2 htmlReadMemory + xmlFreeDoc of every .html file, one thread
//   gapcheck-bench swift DIR           swift-syntax Parser.parse of every .swift file, one thread
//   gapcheck-bench swift DIR -j 2      the same on 2 threads (the malloc-arena investigation)
//   gapcheck-bench css FILE            CSSStylesheet.parse of FILE (all the corpus's CSS concatenated)
//   gapcheck-bench stages DESIGN IMPL  gapcheck's own stages timed apart (both readers at once as gapcheck
//                                      runs them, then mockups, code, analysis, JSON), wall and CPU time
//   gapcheck-bench analyze DESIGN IMPL [--json PATH]
//                                      reads both sides as `gapcheck` does, then runs the analysis (and writes
//                                      the JSON report to PATH) once, for a profiler: under
//                                      `valgrind --tool=callgrind --instr-atstart=no` only the analysis (profile
//                                      part "analyze") and the JSON writing ("json") are counted
//
// Files are read into memory before the clock starts; each measurement is the median of --repeat runs
// (default 5) after one warm-up. Output is one `key=value` line for `make bench` to parse.
// Allocator knobs for the investigation: --arena-max N, --trim-threshold N, --mmap-threshold N, --top-pad N
// (each a `mallopt` call before anything else runs).
import CCallgrind
import CLibXML2
import CSSEngine
import CodeReader
import Dispatch
import Foundation
import GapCheckAnalysis
import GapCheckKit
import GapCheckModel
import GapCheckReporters
import MockupReader
import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
    import CMalloc
    import Glibc
#endif

struct Options {
    var mode = ""
    var paths: [String] = []
    var repeats = 5
    var threads = 1
    /// `analyze`: where to write the JSON report (none without it).
    var json: String?
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("gapcheck-bench: \(message)\n".utf8))
    exit(2)
}

func parseOptions() -> Options {
    var o = Options()
    var args = CommandLine.arguments.dropFirst()
    func intValue(_ flag: String) -> Int {
        guard let v = args.popFirst(), let n = Int(v) else { fail("\(flag) needs an integer") }
        return n
    }
    while let a = args.popFirst() {
        switch a {
        case "--repeat": o.repeats = max(1, intValue(a))
        case "-j", "--threads": o.threads = max(1, intValue(a))
        case "--json":
            guard let v = args.popFirst() else { fail("--json needs a path") }
            o.json = v
        #if canImport(Glibc)
            case "--arena-max": _ = gapcheck_mallopt(Int32(gapcheck_M_ARENA_MAX), Int32(intValue(a)))
            case "--trim-threshold": _ = gapcheck_mallopt(Int32(gapcheck_M_TRIM_THRESHOLD), Int32(intValue(a)))
            case "--mmap-threshold": _ = gapcheck_mallopt(Int32(gapcheck_M_MMAP_THRESHOLD), Int32(intValue(a)))
            case "--top-pad": _ = gapcheck_mallopt(Int32(gapcheck_M_TOP_PAD), Int32(intValue(a)))
        #endif
        default:
            if o.mode.isEmpty { o.mode = a } else { o.paths.append(a) }
        }
    }
    return o
}

func files(under root: String, ext: String) -> [String] {
    guard let e = FileManager.default.enumerator(atPath: root) else { fail("cannot read \(root)") }
    var out: [String] = []
    while let rel = e.nextObject() as? String {
        if rel.hasSuffix(ext) { out.append(root + "/" + rel) }
    }
    return out.sorted()
}

func contents(_ paths: [String]) -> [[UInt8]] {
    paths.map { p in
        guard let d = FileManager.default.contents(atPath: p) else { fail("cannot read \(p)") }
        return [UInt8](d)
    }
}

/// Median wall time in seconds of `repeats` runs of `body`, after one warm-up run.
func measure(_ repeats: Int, _ body: () -> Void) -> (median: Double, min: Double) {
    body()
    var times: [Double] = []
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    times.sort()
    return (times[times.count / 2], times[0])
}

func report(_ mode: String, bytes: Int, files: Int, _ t: (median: Double, min: Double), extra: String = "") {
    let mb = Double(bytes) / 1e6
    print(mode + String(format: " files=%d mb=%.2f median_s=%.4f min_s=%.4f mb_per_s=%.1f", files, mb, t.median, t.min, mb / t.median) + extra)
}

/// Runs `work(i)` for every index on `threads` threads (interleaved), or inline for one thread.
func forEachIndex(_ count: Int, threads: Int, _ work: @Sendable (Int) -> Void) {
    if threads == 1 {
        for i in 0..<count { work(i) }
        return
    }
    DispatchQueue.concurrentPerform(iterations: threads) { t in
        var i = t
        while i < count { work(i); i += threads }
    }
}

let options = parseOptions()
switch options.mode {
case "html":
    guard let root = options.paths.first else { fail("html DIR") }
    let paths = files(under: root, ext: ".html")
    let docs = contents(paths)
    xmlInitParser()
    let opts = Int32(
        HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_RECOVER.rawValue | HTML_PARSE_COMPACT.rawValue)
    let t = measure(options.repeats) {
        forEachIndex(docs.count, threads: options.threads) { i in
            docs[i].withUnsafeBufferPointer { buf in
                guard let base = buf.baseAddress else { return }
                base.withMemoryRebound(to: CChar.self, capacity: buf.count) { chars in
                    if let doc = htmlReadMemory(chars, Int32(buf.count), paths[i], nil, opts) { xmlFreeDoc(doc) }
                }
            }
        }
    }
    report("html", bytes: docs.reduce(0) { $0 + $1.count }, files: docs.count, t, extra: " threads=\(options.threads)")

case "swift":
    guard let root = options.paths.first else { fail("swift DIR") }
    let paths = files(under: root, ext: ".swift")
    let texts = contents(paths).map { String(decoding: $0, as: UTF8.self) }
    let t = measure(options.repeats) {
        forEachIndex(texts.count, threads: options.threads) { i in
            let tree = Parser.parse(source: texts[i])
            precondition(tree.statements.count >= 0)
        }
    }
    report("swift", bytes: texts.reduce(0) { $0 + $1.utf8.count }, files: texts.count, t, extra: " threads=\(options.threads)")

case "css":
    guard let path = options.paths.first, let d = FileManager.default.contents(atPath: path) else { fail("css FILE") }
    let text = String(decoding: d, as: UTF8.self)
    var rules = 0
    let t = measure(options.repeats) { rules = CSSStylesheet.parse(text).rules.count }
    report("css", bytes: d.count, files: 1, t, extra: " rules=\(rules)")

case "stages":
    guard options.paths.count == 2 else { fail("stages DESIGN IMPL") }
    let design = options.paths[0], impl = options.paths[1]
    /// CPU time (user + system) of the whole process so far, in seconds.
    func cpuSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
    /// CPU seconds of each stage, by name, in the order they ran: with the wall time, how busy the cores were.
    var cpu: [(String, Double)] = []
    func clock<T>(_ name: String, _ body: () throws -> T) rethrows -> (T, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = cpuSeconds()
        let r = try body()
        cpu.append((name, cpuSeconds() - startCPU))
        return (r, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    /// Resident and peak resident memory of this process in MB (Linux /proc; 0 elsewhere).
    func memoryMB() -> (rss: Double, peak: Double) {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
        func field(_ name: String) -> Double {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
        }
        return (field("VmRSS"), field("VmHWM"))
    }
    /// Live malloc'd bytes in MB (what the process holds, as opposed to what the allocator keeps mapped).
    func heapMB() -> Double {
        #if canImport(Glibc)
            return Double(gapcheck_heap_in_use()) / 1_048_576
        #else
            return 0
        #endif
    }
    do {
        let configuration = Configuration()
        // Both readers at once, as `gapcheck` runs them (`Pipeline.read`); then each alone, for the split.
        let (_, tRead) = try clock("read") {
            try Pipeline.read(design: [design], implementation: [impl], configuration: configuration, progress: nil)
        }
        FreedMemory.release()
        let mRead = memoryMB()
        let (spec, tDesign) = try clock("mockups") { try MockupReader.read(roots: [design]) }
        let mDesign = memoryMB()
        let hDesign = heapMB()
        // As `Pipeline.run` does between stages.
        FreedMemory.release()
        let (inventory, tCode) = try clock("code") { try CodeReader.read(roots: [impl]) }
        let mCode = memoryMB()
        let hCode = heapMB()
        FreedMemory.release()
        let (analysis, tAnalyze) = clock("analyze") {
            Pipeline.analyze(design: spec, inventory: inventory, configuration: configuration, designRoots: [design], implementationRoots: [impl])
        }
        let mAnalyze = memoryMB()
        let hAnalyze = heapMB()
        FreedMemory.release()
        // Streamed and counted, as `gapcheck` writes its report to a file (never one text; p8mem).
        let (json, tJSON) = clock("json") {
            var out = CountedOutput()
            JSONReporter().write(analysis, to: &out)
            return out
        }
        let mJSON = memoryMB()
        let hJSON = heapMB()
        print(
            String(
                format: "stages read_s=%.3f mockups_s=%.3f code_s=%.3f analyze_s=%.3f json_s=%.3f findings=%d json_mb=%.1f",
                tRead, tDesign, tCode, tAnalyze, tJSON, analysis.findings.count, Double(json.bytes) / 1e6)
                + cpu.map { " \($0.0)_cpu_s=" + String(format: "%.3f", $0.1) }.joined()
                + String(format: " peak_after_read_mb=%.0f", mRead.peak)
                + String(
                    format: " peak_after_mockups_mb=%.0f peak_after_code_mb=%.0f peak_after_analysis_mb=%.0f peak_after_json_mb=%.0f rss_end_mb=%.0f",
                    mDesign.peak, mCode.peak, mAnalyze.peak, mJSON.peak, mJSON.rss)
                + String(
                    format: " heap_after_mockups_mb=%.0f heap_after_code_mb=%.0f heap_after_analysis_mb=%.0f heap_with_json_mb=%.0f",
                    hDesign, hCode, hAnalyze, hJSON))
    } catch {
        fail("\(error)")
    }

case "analyze":
    guard options.paths.count == 2 else { fail("analyze DESIGN IMPL [--json PATH]") }
    let design = options.paths[0], impl = options.paths[1]
    do {
        // As `Pipeline.run` does it, with the counting around the analysis and the report only.
        let configuration = Configuration()
        let (spec, inventory) = try Pipeline.read(design: [design], implementation: [impl], configuration: configuration)
        FreedMemory.release()
        #if canImport(Glibc)
            let heapBefore = Double(gapcheck_heap_in_use()) / 1_048_576
        #else
            let heapBefore = 0.0
        #endif
        gapcheck_callgrind_start()
        let analysis = Pipeline.analyze(
            design: consume spec, inventory: inventory, configuration: configuration, designRoots: [design], implementationRoots: [impl],
            date: "2026-01-01")
        gapcheck_callgrind_dump("analyze")
        FreedMemory.release()
        #if canImport(Glibc)
            let heapAfter = Double(gapcheck_heap_in_use()) / 1_048_576
        #else
            let heapAfter = 0.0
        #endif
        if let path = options.json {
            try AtomicFile.write(to: path, streaming: { out in JSONReporter().write(analysis, to: &out) })
            gapcheck_callgrind_dump("json")
        }
        gapcheck_callgrind_stop()
        print(
            String(
                format: "analyze findings=%d heap_after_read_mb=%.0f heap_after_analysis_mb=%.0f", analysis.findings.count,
                heapBefore, heapAfter))
    } catch {
        fail("\(error)")
    }

default:
    fail(
        "usage: gapcheck-bench html DIR | swift DIR [-j N] | css FILE | stages DESIGN IMPL | analyze DESIGN IMPL [--json PATH]  [--repeat N] [--arena-max N] [--trim-threshold N] [--mmap-threshold N] [--top-pad N]"
    )
}

/// A report output that counts the bytes written and keeps none: the JSON stage as `gapcheck` runs it, streamed to
/// its file, without the file.
struct CountedOutput: ReportOutput {
    var bytes = 0
    mutating func write(_ text: String) { bytes += text.utf8.count }
    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) { self.bytes += bytes.count }
}
