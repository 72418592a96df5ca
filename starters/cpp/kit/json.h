// A small JSON value, reader and writer: enough for the protocol, no library needed.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace kit {

struct Json {
    enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
    bool b = false;
    double n = 0;
    bool integer = false;  // written without a fraction (totals, counts)
    std::string s;
    std::vector<Json> a;
    std::vector<std::pair<std::string, Json>> o;  // keeps the order of keys

    Json() = default;
    Json(bool v) : kind(Bool), b(v) {}
    Json(int v) : kind(Number), n(v), integer(true) {}
    Json(double v) : kind(Number), n(v) {}
    Json(const char* v) : kind(String), s(v) {}
    Json(std::string v) : kind(String), s(std::move(v)) {}
    static Json array() { Json j; j.kind = Array; return j; }
    static Json object() { Json j; j.kind = Object; return j; }
    static Json strings(const std::vector<std::string>& v);

    /** The member `key` of an object, or nullptr. */
    const Json* get(const std::string& key) const;
    bool has(const std::string& key) const { return get(key) != nullptr; }
    /** Sets (or adds) a member of an object. */
    Json& set(const std::string& key, Json v);
    void push(Json v) { a.push_back(std::move(v)); }
};

/** Parses one JSON value; throws std::invalid_argument when the text is not JSON. */
Json parse(const std::string& text);
/** Writes compact JSON. */
std::string write(const Json& j);

}  // namespace kit
