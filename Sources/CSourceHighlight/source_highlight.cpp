// The C interface of CSourceHighlight.h over srchilite::SourceHighlighter: each line is
// highlighted in turn (the highlighter keeps its state across lines, for comments and
// strings that span them) with one formatter per mapped element recording where its text
// is; text of any other element only moves the position on. Each rule of a loaded
// language remembers where it matched last (RememberingRule), so that a line is searched
// about once per rule instead of once per rule and token.
#include "CSourceHighlight.h"

#include <srchilite/formatter.h>
#include <srchilite/formatterparams.h>
#include <srchilite/formattermanager.h>
#include <srchilite/highlightstate.h>
#include <srchilite/langdefmanager.h>
#include <srchilite/highlightrule.h>
#include <srchilite/highlighttoken.h>
#include <srchilite/matchingparameters.h>
#include <srchilite/regexhighlightrule.h>
#include <srchilite/regexrulefactory.h>
#include <srchilite/settings.h>
#include <srchilite/sourcehighlighter.h>

#include <cstring>
#include <algorithm>
#include <ctime>
#include <exception>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include <boost/regex.hpp>

namespace {

/// Where the line being highlighted has got to, and the tokens so far.
struct Recorder {
    std::vector<csh_token> tokens;
    size_t lineStart = 0;
    size_t column = 0;
};

/// Records each string it formats as a token of `kind` (or, for `kind` < 0, skips it).
class SpanFormatter : public srchilite::Formatter {
  public:
    SpanFormatter(Recorder &recorder, int64_t kind) : recorder(recorder), kind(kind) {}

    void format(const std::string &text, const srchilite::FormatterParams *) override {
        if (text.empty()) return;
        size_t start = recorder.lineStart + recorder.column;
        recorder.column += text.size();
        if (kind < 0) return;
        auto &tokens = recorder.tokens;
        // Adjacent text of one class is one token.
        if (!tokens.empty() && tokens.back().kind == uint32_t(kind) && tokens.back().start + tokens.back().length == start) {
            tokens.back().length += uint32_t(text.size());
        } else {
            tokens.push_back(csh_token{uint32_t(start), uint32_t(text.size()), uint32_t(kind)});
        }
    }

  private:
    Recorder &recorder;
    int64_t kind;
};

/// source-highlight's definition parser is a flex/bison parser over global variables, and
/// its states share a global counter: loading on two threads at once corrupts both. Every
/// call into the library holds this lock (the library holds no other process-wide state
/// between calls).
std::mutex libraryLock;

/// A definition that fails to parse leaves the parser's globals dirty: the next definition
/// with a rule, whatever the file, fails too ("problem when building an highlight rule"),
/// and the one after works. After a failure, the library's one-rule number.lang is parsed
/// until that works (the second try, measured), so that the next real load is clean.
void recoverParser() {
    for (int attempt = 0; attempt < 3; attempt++) {
        try {
            srchilite::RegexRuleFactory rules;
            srchilite::LangDefManager languages(&rules);
            if (languages.buildHighlightState(srchilite::Settings::getDefaultDataDir(), "number.lang")) return;
        } catch (...) {
        }
    }
}

/// The line being highlighted, counted so that a rule knows its remembered match is
/// from this line (lines are strings of their own, and a new one may reuse an address).
struct LineCount {
    uint64_t line = 0;
};

/// The rules of one state tried so far at one position: the best candidate a remembering
/// rule has given, by the order srchilite::HighlightState::findBestMatch keeps (the
/// shortest prefix, then the longest match, then the earlier rule).
struct Candidates {
    uint64_t line = 0;
    const char *position = nullptr;
    size_t lastIndex = 0;
    bool any = false;
    size_t prefix = 0;
    size_t length = 0;
};

/// A regular-expression rule that remembers its last search in the line. findBestMatch
/// asks every rule of the state for its first match from the current position, after
/// every token; a rule whose last match (or its absence) lies ahead of the position gives
/// the same answer again without searching.
///
/// source-highlight searches from the position as if the text began there (no
/// match_prev_avail). A match starting after the position sees only text from the position
/// on, so it is the same from any earlier start on the line; a match at the position itself
/// can differ where the pattern looks behind (word boundaries, `^`), which is checked there
/// with one anchored match. Patterns that look further back (lookbehind, `\G`, `\K`) are
/// not wrapped, nor rules whose pattern is rewritten per use (back references to the text
/// that entered the state).
class RememberingRule : public srchilite::HighlightRule {
  public:
    RememberingRule(srchilite::HighlightRulePtr inner, const std::string &pattern, std::shared_ptr<LineCount> lines,
                    std::shared_ptr<Candidates> candidates, size_t index)
        : inner(inner), lines(lines), candidates(candidates), index(index) {
        for (auto &element : inner->getElemList()) addElem(element);
        setNextState(inner->getNextState());
        setExitLevel(inner->getExitLevel());
        setNested(inner->isNested());
        setNeedsReferenceReplacement(inner->getNeedsReferenceReplacement());
        setHasSubexpressions(inner->getHasSubexpressions());
        setAdditionalInfo(inner->getAdditionalInfo());
        looksBehind = scan(pattern).oneBack;
        if (looksBehind) start = boost::regex(pattern);
    }

    /// Whether a rule with this pattern may remember its matches: none of the constructs
    /// that see text before the position a search starts from, other than one character.
    static bool canRemember(const srchilite::HighlightRulePtr &rule, const std::string &pattern) {
        if (!dynamic_cast<srchilite::RegexHighlightRule *>(rule.get())) return false;
        if (rule->getNeedsReferenceReplacement()) return false;
        return !scan(pattern).fartherBack;
    }

    using srchilite::HighlightRule::tryToMatch;

    bool tryToMatch(std::string::const_iterator first, std::string::const_iterator last, srchilite::HighlightToken &token,
                    const srchilite::MatchingParameters &params) override {
        const char *position = first.base();
        const char *end = last.base();
        uint64_t line = lines->line;
        auto &tried = *candidates;
        if (tried.line != line || tried.position != position || index <= tried.lastIndex) {
            tried = Candidates{line, position, index, false, 0, 0};
        }
        tried.lastIndex = index;

        bool usable = memo.line == line && memo.end == end && !params.beginningOfLine &&
                      (memo.from < position || (memo.from == position && !memo.beginningOfLine)) &&
                      (!memo.found || memo.matchStart >= position);
        if (usable && looksBehind && memo.from != position && mayLookDifferent(position[-1])) {
            // Here the search starts at `position`, as if the text began there: a pattern
            // looking one character back sees a line start and no word before it.
            boost::match_flag_type flags = boost::match_not_bol | boost::match_continuous;
            if (boost::regex_search(first, last, anchored, start, flags) || (memo.found && memo.matchStart == position)) {
                usable = false;
            }
        }
        if (!usable) {
            memo.token = srchilite::HighlightToken();
            memo.found = inner->tryToMatch(first, last, memo.token, params);
            memo.line = line;
            memo.end = end;
            memo.from = position;
            memo.beginningOfLine = params.beginningOfLine;
            memo.matchStart = position + memo.token.prefix.size();
        }
        if (!memo.found) return false;
        size_t prefix = size_t(memo.matchStart - position);
        size_t length = memo.token.matchedSize;
        // findBestMatch would keep the earlier candidate.
        if (tried.any && (prefix > tried.prefix || (prefix == tried.prefix && length <= tried.length))) return false;
        tried.any = true;
        tried.prefix = prefix;
        tried.length = length;
        token.copyFrom(memo.token);
        token.prefix.assign(position, prefix);
        // As the library's own rule sets it (measured over every byte: tab, vertical tab, space).
        token.prefixOnlySpaces = std::all_of(position, position + prefix, [](char c) { return c == ' ' || c == '\t' || c == '\v'; });
        return true;
    }

    const std::string toString() const override { return inner->toString(); }

    void replaceReferences(const srchilite::ReplacementList &replacements) override {
        inner->replaceReferences(replacements);
        forget();
    }

    /// Drops the remembered search and its copies of the line's text.
    void forget() { memo = Memo(); }

    srchilite::HighlightRule *clone() override {
        return new RememberingRule(srchilite::HighlightRulePtr(inner->clone()), inner->toString(), lines, candidates, index);
    }

  private:
    /// Whether a character before the position can make `^` or a word boundary hold
    /// differently there than at the start of a text: a word character (any byte past ASCII,
    /// whatever the locale takes for one) or a line separator.
    static bool mayLookDifferent(char before) {
        unsigned char c = static_cast<unsigned char>(before);
        bool letter = (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
        return c >= 0x80 || letter || (c >= '0' && c <= '9') || c == '_' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    }

    /// What a pattern looks at before where a match starts.
    struct LookBack {
        /// The character before: `^` and the word-boundary escapes.
        bool oneBack = false;
        /// Further (lookbehind, named groups written alike), or the search start (`\G`, `\A`,
        /// `\``), or it moves the match start (`\K`).
        bool fartherBack = false;
    };

    /// A conservative reading: a construct taken for another only costs searches.
    static LookBack scan(const std::string &pattern) {
        LookBack found;
        for (size_t i = 0; i < pattern.size(); i++) {
            char c = pattern[i];
            if (c == '\\' && i + 1 < pattern.size()) {
                char escaped = pattern[++i];
                if (strchr("bB<>", escaped)) found.oneBack = true;
                if (strchr("GAK`", escaped)) found.fartherBack = true;
            } else if (c == '^' && (i == 0 || pattern[i - 1] != '[')) {
                found.oneBack = true;
            } else if (c == '(' && pattern.compare(i, 3, "(?<") == 0) {
                found.fartherBack = true;
            }
        }
        return found;
    }

    struct Memo {
        uint64_t line = 0;
        const char *end = nullptr;
        const char *from = nullptr;
        bool beginningOfLine = false;
        bool found = false;
        const char *matchStart = nullptr;
        srchilite::HighlightToken token;
    };

    srchilite::HighlightRulePtr inner;
    std::shared_ptr<LineCount> lines;
    std::shared_ptr<Candidates> candidates;
    size_t index;
    bool looksBehind = false;
    boost::regex start;
    boost::smatch anchored;
    Memo memo;
};

/// Puts a RememberingRule in place of each rule that can remember, in every state `main`
/// reaches; they are added to `made`.
void rememberMatches(const srchilite::HighlightStatePtr &main, const std::shared_ptr<LineCount> &lines,
                     std::vector<RememberingRule *> &made) {
    std::set<srchilite::HighlightState *> seen;
    std::vector<srchilite::HighlightStatePtr> pending{main};
    while (!pending.empty()) {
        auto state = pending.back();
        pending.pop_back();
        if (!state || !seen.insert(state.get()).second) continue;
        auto candidates = std::make_shared<Candidates>();
        const auto &rules = state->getRuleList();
        for (size_t index = 0; index < rules.size(); index++) {
            auto rule = rules[index];
            pending.push_back(rule->getNextState());
            std::string pattern = rule->toString();
            if (!RememberingRule::canRemember(rule, pattern)) continue;
            auto remembering = new RememberingRule(rule, pattern, lines, candidates, index);
            state->replaceRule(index, srchilite::HighlightRulePtr(remembering));
            made.push_back(remembering);
        }
    }
}

double cpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

}  // namespace

/// Guarded by libraryLock: highlighters on several threads share them.
struct csh_definitions {
    /// A loaded language: its main state, and its remembering rules (owned by its states),
    /// which forget their last line when a highlighting ends, so that no line is kept after
    /// the call.
    struct Language {
        srchilite::HighlightStatePtr state;
        std::vector<RememberingRule *> remembering;
    };
    std::vector<Language> languages;
    /// Whether loaded rules remember their matches (only tests turn it off, to compare).
    bool remember = true;
    std::shared_ptr<LineCount> lines = std::make_shared<LineCount>();
};

struct csh_highlighter {
    csh_definitions *definitions;
    Recorder recorder;
    srchilite::FormatterManager formatters{srchilite::FormatterPtr(new SpanFormatter(recorder, -1))};
    std::string error;
};

extern "C" {

csh_definitions *csh_create_definitions(bool remember_matches) {
    try {
        auto definitions = new csh_definitions();
        definitions->remember = remember_matches;
        return definitions;
    } catch (...) {
        return nullptr;
    }
}

void csh_destroy_definitions(csh_definitions *definitions) {
    std::lock_guard<std::mutex> locked(libraryLock);
    delete definitions;
}

csh_highlighter *csh_create(csh_definitions *definitions) {
    if (!definitions) return nullptr;
    try {
        auto highlighter = new csh_highlighter();
        highlighter->definitions = definitions;
        return highlighter;
    } catch (...) {
        return nullptr;
    }
}

void csh_destroy(csh_highlighter *highlighter) {
    std::lock_guard<std::mutex> locked(libraryLock);
    delete highlighter;
}

void csh_map_element(csh_highlighter *highlighter, const char *element, uint32_t kind) {
    try {
        highlighter->formatters.addFormatter(element, srchilite::FormatterPtr(new SpanFormatter(highlighter->recorder, kind)));
    } catch (...) {
    }
}

int32_t csh_load_language(csh_highlighter *highlighter, const char *directory, const char *file) {
    highlighter->error.clear();
    try {
        std::lock_guard<std::mutex> locked(libraryLock);
        auto &definitions = *highlighter->definitions;
        int32_t id = -1;
        try {
            srchilite::RegexRuleFactory rules;
            srchilite::LangDefManager languages(&rules);
            auto state = languages.buildHighlightState(directory, file);
            if (state) {
                csh_definitions::Language language{state, {}};
                if (definitions.remember) rememberMatches(state, definitions.lines, language.remembering);
                definitions.languages.push_back(std::move(language));
                id = int32_t(definitions.languages.size() - 1);
            }
        } catch (const std::exception &error) {
            highlighter->error = error.what();
        }
        if (id < 0) recoverParser();
        return id;
    } catch (...) {
        return -1;
    }
}

int64_t csh_highlight(csh_highlighter *highlighter, int32_t language, const char *code, size_t length, double seconds) {
    highlighter->error.clear();
    auto &recorder = highlighter->recorder;
    recorder.tokens.clear();
    if (language < 0 || length > UINT32_MAX) return -1;
    try {
        std::lock_guard<std::mutex> locked(libraryLock);
        auto &languages = highlighter->definitions->languages;
        if (size_t(language) >= languages.size()) return -1;
        auto &loaded = languages[size_t(language)];
        struct Forgetting {
            std::vector<RememberingRule *> &rules;
            ~Forgetting() {
                for (auto rule : rules) rule->forget();
            }
        } forgetting{loaded.remembering};
        srchilite::SourceHighlighter lines(loaded.state);
        lines.setFormatterManager(&highlighter->formatters);
        lines.setOptimize(false);
        srchilite::FormatterParams params;
        lines.setFormatterParams(&params);
        double deadline = seconds > 0 ? cpuSeconds() + seconds : 0;
        size_t start = 0;
        while (start <= length) {
            const char *feed = static_cast<const char *>(memchr(code + start, '\n', length - start));
            size_t end = feed ? size_t(feed - code) : length;
            recorder.lineStart = start;
            recorder.column = 0;
            highlighter->definitions->lines->line++;
            lines.highlightParagraph(std::string(code + start, end - start));
            // Every byte of the line is formatted once, as some element: otherwise the
            // positions are not known and nothing is highlighted.
            if (recorder.column != end - start) {
                highlighter->error = "the highlighter did not account for every byte of a line";
                recorder.tokens.clear();
                return -1;
            }
            if (deadline > 0 && cpuSeconds() > deadline) {
                highlighter->error = "the time limit passed";
                recorder.tokens.clear();
                return -1;
            }
            start = end + 1;
        }
        return int64_t(recorder.tokens.size());
    } catch (const std::exception &error) {
        highlighter->error = error.what();
    } catch (...) {
        highlighter->error = "unknown error";
    }
    recorder.tokens.clear();
    return -1;
}

size_t csh_default_directory(char *buffer, size_t size) {
    try {
        std::string directory = srchilite::Settings::getDefaultDataDir();
        if (size > 0) {
            size_t count = std::min(directory.size(), size - 1);
            memcpy(buffer, directory.data(), count);
            buffer[count] = 0;
        }
        return directory.size();
    } catch (...) {
        return 0;
    }
}

const csh_token *csh_tokens(const csh_highlighter *highlighter) { return highlighter->recorder.tokens.data(); }

const char *csh_last_error(const csh_highlighter *highlighter) { return highlighter->error.c_str(); }
}
