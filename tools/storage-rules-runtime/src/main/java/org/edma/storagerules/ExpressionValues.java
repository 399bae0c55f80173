package org.edma.storagerules;

import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageOrBuilder;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.JsonFormat;
import java.util.List;
import java.util.Map;

/** Conversions between the protocol's JSON and the rules engine's ExpressionValue protos. */
final class ExpressionValues {
  static final ExpressionValue NULL = ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

  private static final JsonFormat.Parser PARSER = JsonFormat.parser();
  private static final JsonFormat.Printer PRINTER = JsonFormat.printer().omittingInsignificantWhitespace();

  private ExpressionValues() {}

  /** Parses snake_case ExpressionValue JSON as built by firebase-tools. */
  static ExpressionValue parse(JsonElement json) {
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    try {
      PARSER.merge(withExplicitNulls(json.deepCopy()).toString(), value);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException("invalid ExpressionValue JSON: " + e.getMessage(), e);
    }
    return value.build();
  }

  static String toJson(MessageOrBuilder value) {
    try {
      return PRINTER.print(value);
    } catch (InvalidProtocolBufferException e) {
      return String.valueOf(value);
    }
  }

  /** A path from its slash-separated form, e.g. {@code /b/bucket/o/a/b.png}. */
  static ExpressionPathValue path(String slashSeparated) {
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    for (String segment : slashSeparated.split("/")) {
      if (!segment.isEmpty()) {
        path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
      }
    }
    return path.build();
  }

  static ExpressionValue pathValue(List<String> segments) {
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    segments.forEach(segment -> path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment)));
    return ExpressionValue.newBuilder().setPathValue(path).build();
  }

  static ExpressionValue string(String value) {
    return ExpressionValue.newBuilder().setStringValue(value).build();
  }

  static ExpressionValue bool(boolean value) {
    return ExpressionValue.newBuilder().setBoolValue(value).build();
  }

  /**
   * firebase-tools writes null as {@code {"null_value": null}}, which JsonFormat reads as "field
   * absent" and would leave the value kind unset; the enum name makes it an explicit null.
   */
  private static JsonElement withExplicitNulls(JsonElement json) {
    if (json.isJsonObject()) {
      JsonObject object = json.getAsJsonObject();
      for (Map.Entry<String, JsonElement> entry : object.entrySet()) {
        if (entry.getKey().equals("null_value") && entry.getValue().isJsonNull()) {
          entry.setValue(new JsonPrimitive(NullValue.NULL_VALUE.name()));
        } else {
          withExplicitNulls(entry.getValue());
        }
      }
    } else if (json.isJsonArray()) {
      json.getAsJsonArray().forEach(ExpressionValues::withExplicitNulls);
    }
    return json;
  }
}
