package org.edma.storagerules;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/** Strict accessors for request fields, failing with the field name. */
final class Json {
  private Json() {}

  static JsonObject object(JsonObject parent, String name) {
    JsonElement value = parent.get(name);
    if (value == null || !value.isJsonObject()) {
      throw new IllegalArgumentException("'" + name + "' must be an object");
    }
    return value.getAsJsonObject();
  }

  static JsonArray array(JsonObject parent, String name) {
    JsonElement value = parent.get(name);
    if (value == null || !value.isJsonArray()) {
      throw new IllegalArgumentException("'" + name + "' must be an array");
    }
    return value.getAsJsonArray();
  }

  static String string(JsonObject parent, String name) {
    JsonElement value = parent.get(name);
    if (value == null || !value.isJsonPrimitive()) {
      throw new IllegalArgumentException("'" + name + "' must be a string");
    }
    return value.getAsString();
  }

  /** The string, or "" when the field is absent or null. */
  static String optionalString(JsonObject parent, String name) {
    JsonElement value = parent.get(name);
    return value == null || value.isJsonNull() ? "" : value.getAsString();
  }
}
