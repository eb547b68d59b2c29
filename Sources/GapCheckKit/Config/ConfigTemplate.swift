import GapCheckAnalysis
import GapCheckReport

/// The commented `.gapcheck.yml` that `gapcheck init` writes: every key, at its default, commented out.
///
/// Lines starting `## ` are prose; lines starting `# ` are settings to uncomment (a test uncomments
/// them all and checks the result loads).
public enum ConfigTemplate {
    /// The file's text.
    public static func text(rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        let d = Configuration()
        var ruleLines: [String] = []
        if rules.isEmpty {
            ruleLines = [
                "#   color.drift: off              # off | on | critical | medium | low",
                "#   hardcoded.spacing:",
                "#     enabled: true",
                "#     severity: low"
            ]
        } else {
            for r in rules {
                guard !r.options.isEmpty else {
                    ruleLines.append(
                        "#   \(r.id): \(r.severity.rawValue)" + String(repeating: " ", count: max(1, 30 - r.id.count - r.severity.rawValue.count))
                            + "# \(r.summary)")
                    continue
                }
                // A rule with options takes the mapping form, with each option at its default.
                ruleLines.append("#   \(r.id):" + String(repeating: " ", count: max(1, 31 - r.id.count)) + "# \(r.summary)")
                ruleLines.append("#     severity: \(r.severity.rawValue)")
                for o in r.options {
                    let setting = "\(o.key): \(o.defaultText)"
                    ruleLines.append("#     \(setting)" + String(repeating: " ", count: max(1, 30 - setting.count)) + "# \(o.documentation)")
                }
            }
        }
        return """
            ## gapcheck configuration (written by gapcheck \(ToolInfo.version) `gapcheck init`).
            ## gapcheck reads this file from the current directory, or the file given with --config.
            ## Every key is optional; the values shown are the defaults. Unknown keys are an error.
            ## Uncomment a line (remove "# ") to change it.

            ## Name of the app in the report title (default: the implementation folder's name).
            # app_name: My App

            ## Turn rules off or change their severity (see `gapcheck rules`, `gapcheck explain RULE`).
            ## Short form `id: off | on | critical | medium | low`, or a mapping with enabled/severity.
            # rules:
            \(ruleLines.joined(separator: "\n"))

            ## Color and length tolerances.
            # thresholds:
            #   same_color_delta_e: \(fmt(d.sameColorDeltaE))     # ΔE2000 at or below which two colors are the same
            #   drift_delta_e: \(fmt(d.driftDeltaE))          # up to this ΔE2000 a color drifts (low); beyond, it is wrong
            #   alpha_tolerance: \(fmt(d.alphaTolerance))       # opacity difference above which two colors differ
            #   spacing_tolerance: \(fmt(d.spacingTolerance))      # points a length may be off the scale and still count as on it

            ## px per rem in the mockups' CSS. Unset, a page's own `html { font-size }` decides, and rem tokens the app's
            ## font tokens all show at another root (a 14px web build) are read at that root, with a warning.
            # root_font_size: \(fmt(d.rootFontSize))

            ## Design name → code name, when they differ beyond spelling (any naming convention on either side).
            # aliases:
            #   --brand-primary: AppColors.accent
            #   --space-md: Spacing.medium

            ## Screen (mockup file name or data-screen) → view type, when names do not match.
            # screens:
            #   onboarding: WelcomeView
            #   settings: PreferencesViewController

            ## Glob patterns, relative to each input folder: read only these files (empty: all) ...
            # include:
            #   - "**/*.swift"
            #   - "**/*.html"
            ## ... and skip these, on both sides: an old version of the mockups that disagrees with the
            ## current one, generated code (.build, Pods, DerivedData and node_modules are always skipped;
            ## build/ only when it holds an app's build output).
            # exclude:
            #   - "**/Generated/**"
            #   - "mockups-v1/**"
            #   - "**/*Tests/**"

            """
    }

    static func fmt(_ v: Double) -> String {
        let s = String(v)
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }
}
