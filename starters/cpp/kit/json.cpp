#include "json.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace kit {

Json Json::strings(const std::vector<std::string>& v) {
    Json j = array();
    for (const auto& s : v) j.push(s);
    return j;
}

const Json* Json::get(const std::string& key) const {
    for (const auto& [k, v] : o)
        if (k == key) return &v;
    return nullptr;
}

Json& Json::set(const std::string& key, Json v) {
    for (auto& [k, old] : o)
        if (k == key) return old = std::move(v);
    o.emplace_back(key, std::move(v));
    return o.back().second;
}

namespace {

struct Parser {
    const std::string& t;
    size_t at = 0;

    [[noreturn]] void fail(const char* what) {
        throw std::invalid_argument(std::string("not JSON: ") + what + " at character " + std::to_string(at));
    }
    void space() {
        while (at < t.size() && (t[at] == ' ' || t[at] == '\t' || t[at] == '\r' || t[at] == '\n')) at++;
    }
    bool word(const char* w) {
        std::string s(w);
        if (t.compare(at, s.size(), s) != 0) return false;
        at += s.size();
        return true;
    }
    Json value() {
        space();
        if (at >= t.size()) fail("the text ends");
        char c = t[at];
        if (c == '{') return object();
        if (c == '[') return array();
        if (c == '"') return Json(string());
        if (word("true")) return Json(true);
        if (word("false")) return Json(false);
        if (word("null")) return Json();
        return number();
    }
    Json object() {
        Json j = Json::object();
        at++;
        space();
        if (at < t.size() && t[at] == '}') return at++, j;
        for (;;) {
            space();
            if (at >= t.size() || t[at] != '"') fail("a key must be a string");
            std::string key = string();
            space();
            if (at >= t.size() || t[at++] != ':') fail("':' expected");
            j.o.emplace_back(key, value());
            space();
            if (at >= t.size()) fail("the object is not closed");
            char c = t[at++];
            if (c == '}') return j;
            if (c != ',') fail("',' or '}' expected");
        }
    }
    Json array() {
        Json j = Json::array();
        at++;
        space();
        if (at < t.size() && t[at] == ']') return at++, j;
        for (;;) {
            j.push(value());
            space();
            if (at >= t.size()) fail("the array is not closed");
            char c = t[at++];
            if (c == ']') return j;
            if (c != ',') fail("',' or ']' expected");
        }
    }
    std::string string() {
        std::string out;
        at++;
        for (;;) {
            if (at >= t.size()) fail("the string is not closed");
            char c = t[at++];
            if (c == '"') return out;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (at >= t.size()) fail("the string is not closed");
            char e = t[at++];
            switch (e) {
                case 'n': out += '\n'; break;
                case 't': out += '\t'; break;
                case 'r': out += '\r'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'u': {
                    if (at + 4 > t.size()) fail("a bad \\u escape");
                    unsigned code = std::strtoul(t.substr(at, 4).c_str(), nullptr, 16);
                    at += 4;
                    if (code < 0x80) out += char(code);
                    else if (code < 0x800) out += char(0xC0 | (code >> 6)), out += char(0x80 | (code & 0x3F));
                    else out += char(0xE0 | (code >> 12)), out += char(0x80 | ((code >> 6) & 0x3F)), out += char(0x80 | (code & 0x3F));
                    break;
                }
                default: out += e;
            }
        }
    }
    Json number() {
        size_t start = at;
        while (at < t.size() && std::string("+-0123456789.eE").find(t[at]) != std::string::npos) at++;
        if (start == at) fail("a value was expected");
        char* end = nullptr;
        std::string text = t.substr(start, at - start);
        double v = std::strtod(text.c_str(), &end);
        if (end != text.c_str() + text.size()) fail("a bad number");
        return Json(v);
    }
};

void writeString(const std::string& s, std::string& out) {
    out += '"';
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\', out += c;
        else if (static_cast<unsigned char>(c) < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        } else out += c;
    }
    out += '"';
}

void writeTo(const Json& j, std::string& out) {
    switch (j.kind) {
        case Json::Null: out += "null"; break;
        case Json::Bool: out += j.b ? "true" : "false"; break;
        case Json::Number: {
            char buf[32];
            double v = j.n == 0 ? 0.0 : j.n;  // never -0
            auto r = std::to_chars(buf, buf + sizeof buf, v);  // the shortest text that reads back the same
            out.append(buf, r.ptr);
            break;
        }
        case Json::String: writeString(j.s, out); break;
        case Json::Array:
            out += '[';
            for (size_t i = 0; i < j.a.size(); i++) {
                if (i) out += ',';
                writeTo(j.a[i], out);
            }
            out += ']';
            break;
        case Json::Object:
            out += '{';
            for (size_t i = 0; i < j.o.size(); i++) {
                if (i) out += ',';
                writeString(j.o[i].first, out);
                out += ':';
                writeTo(j.o[i].second, out);
            }
            out += '}';
            break;
    }
}

}  // namespace

Json parse(const std::string& text) {
    Parser p{text};
    Json v = p.value();
    p.space();
    if (p.at != text.size()) p.fail("text after the value");
    return v;
}

std::string write(const Json& j) {
    std::string out;
    writeTo(j, out);
    return out;
}

}  // namespace kit
