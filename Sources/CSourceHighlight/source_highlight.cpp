// The C interface of CSourceHighlight.h over srchilite::SourceHighlighter: each line is
// highlighted in turn (the highlighter keeps its state across lines, for comments and
// strings that span them) with one formatter per mapped element recording where its text
// is; text of any other element only moves the position on.
#include "CSourceHighlight.h"

#include <srchilite/formatter.h>
#include <srchilite/formatterparams.h>
#include <srchilite/formattermanager.h>
#include <srchilite/highlightstate.h>
#include <srchilite/langdefmanager.h>
#include <srchilite/regexrulefactory.h>
#include <srchilite/settings.h>
#include <srchilite/sourcehighlighter.h>

#include <cstring>
#include <algorithm>
#include <ctime>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

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

double cpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

}  // namespace

/// Guarded by libraryLock: highlighters on several threads share them.
struct csh_definitions {
    std::vector<srchilite::HighlightStatePtr> states;
};

struct csh_highlighter {
    csh_definitions *definitions;
    Recorder recorder;
    srchilite::FormatterManager formatters{srchilite::FormatterPtr(new SpanFormatter(recorder, -1))};
    std::string error;
};

extern "C" {

csh_definitions *csh_create_definitions(void) {
    try {
        return new csh_definitions();
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
                id = int32_t(definitions.states.size());
                definitions.states.push_back(state);
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
        auto &states = highlighter->definitions->states;
        if (size_t(language) >= states.size()) return -1;
        srchilite::SourceHighlighter lines(states[size_t(language)]);
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
