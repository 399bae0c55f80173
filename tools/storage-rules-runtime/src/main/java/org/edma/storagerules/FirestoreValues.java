package org.edma.storagerules;

import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.text.ParseException;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/** Converts Firestore REST API values ({@code {"stringValue": "x"}}, ...) to ExpressionValues. */
final class FirestoreValues {
  private FirestoreValues() {}

  /** A document's or map's {@code fields} object as a rules map. */
  static ExpressionValue fromFields(JsonObject fields) {
    ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
    if (fields != null) {
      for (Map.Entry<String, JsonElement> field : fields.entrySet()) {
        map.putFields(field.getKey(), fromValue(field.getValue().getAsJsonObject()));
      }
    }
    return ExpressionValue.newBuilder().setMapValue(map).build();
  }

  static ExpressionValue fromValue(JsonObject value) {
    ExpressionValue.Builder result = ExpressionValue.newBuilder();
    if (value.has("nullValue")) {
      return ExpressionValues.NULL;
    } else if (value.has("booleanValue")) {
      result.setBoolValue(value.get("booleanValue").getAsBoolean());
    } else if (value.has("integerValue")) {
      result.setIntValue(value.get("integerValue").getAsLong());
    } else if (value.has("doubleValue")) {
      result.setFloatValue(value.get("doubleValue").getAsDouble());
    } else if (value.has("stringValue")) {
      result.setStringValue(value.get("stringValue").getAsString());
    } else if (value.has("timestampValue")) {
      result.setTimestampValue(timestamp(value.get("timestampValue").getAsString()));
    } else if (value.has("bytesValue")) {
      result.setBytesValue(ByteString.copyFrom(Base64.getDecoder().decode(value.get("bytesValue").getAsString())));
    } else if (value.has("referenceValue")) {
      return reference(value.get("referenceValue").getAsString());
    } else if (value.has("geoPointValue")) {
      JsonObject point = value.getAsJsonObject("geoPointValue");
      result.setLatlngValue(
          LatLng.newBuilder()
              .setLatitude(point.has("latitude") ? point.get("latitude").getAsDouble() : 0)
              .setLongitude(point.has("longitude") ? point.get("longitude").getAsDouble() : 0));
    } else if (value.has("arrayValue")) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      JsonObject array = value.getAsJsonObject("arrayValue");
      if (array.has("values")) {
        array.getAsJsonArray("values").forEach(item -> list.addValues(fromValue(item.getAsJsonObject())));
      }
      result.setListValue(list);
    } else if (value.has("mapValue")) {
      return fromFields(value.getAsJsonObject("mapValue").getAsJsonObject("fields"));
    } else {
      throw new IllegalArgumentException("unsupported Firestore value: " + value);
    }
    return result.build();
  }

  private static com.google.protobuf.Timestamp timestamp(String text) {
    try {
      return Timestamps.parse(text);
    } catch (ParseException e) {
      throw new IllegalArgumentException("invalid Firestore timestamp: " + text, e);
    }
  }

  /** {@code projects/p/databases/d/documents/...} becomes the rules path {@code /databases/d/documents/...}. */
  private static ExpressionValue reference(String name) {
    List<String> segments = Arrays.stream(name.split("/")).filter(s -> !s.isEmpty()).toList();
    boolean qualified = segments.size() > 2 && segments.get(0).equals("projects");
    return ExpressionValues.pathValue(qualified ? segments.subList(2, segments.size()) : segments);
  }
}
