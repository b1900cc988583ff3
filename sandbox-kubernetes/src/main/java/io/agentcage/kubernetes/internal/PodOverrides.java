package io.agentcage.kubernetes.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodSpec;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Pod template overrides: what a user may add to the sandbox pod (scheduling and metadata), checked against an
 * allow-list of fields, and merged under the hardening. The check walks the override as JSON, so a field this
 * class does not know (a newer Kubernetes model) is rejected rather than silently let through.
 */
public final class PodOverrides {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Fields whose whole subtree may be set. */
    private static final List<String> SUBTREES = List.of("spec.tolerations", "spec.affinity",
            "spec.topologySpreadConstraints");
    /** Single fields that may be set. */
    private static final List<String> FIELDS = List.of("apiVersion", "kind", "spec.priorityClassName",
            "spec.schedulerName", "spec.serviceAccountName", "spec.serviceAccount", "spec.imagePullSecrets[].name",
            "spec.containers[].name", "spec.containers[].env[].name", "spec.containers[].env[].value");
    private static final String ALLOWED = "labels, annotations, nodeSelector, tolerations, affinity, "
            + "topologySpreadConstraints, priorityClassName, schedulerName, imagePullSecrets, serviceAccountName, "
            + "hostUsers: false, and env name/value pairs of the one container";
    /** Why some fields are refused, for the message. */
    private static final Map<String, String> REASONS = reasons();

    private PodOverrides() {
    }

    private static Map<String, String> reasons() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("securityContext", "the security context is the sandbox's hardening");
        m.put("volumes", "volumes could expose host paths, secrets or writable storage to untrusted code");
        m.put("volumeMounts", "volumes could expose host paths, secrets or writable storage to untrusted code");
        m.put("hostNetwork", "host namespaces would weaken the hardening");
        m.put("hostPID", "host namespaces would weaken the hardening");
        m.put("hostIPC", "host namespaces would weaken the hardening");
        m.put("automountServiceAccountToken", "the service account token is never mounted into a sandbox");
        m.put("enableServiceLinks", "service links are never injected into a sandbox");
        m.put("resources", "resources come from the ceilings and cpuMillis of KubernetesConfig");
        m.put("runtimeClassName", "the runtime class comes from KubernetesConfig.runtimeClassName");
        m.put("image", "the image comes from KubernetesConfig.image (an allow-list)");
        m.put("valueFrom", "secrets and config maps must not be handed to untrusted code");
        m.put("initContainers", "only the sandbox container runs in a sandbox pod");
        m.put("ephemeralContainers", "only the sandbox container runs in a sandbox pod");
        m.put("shareProcessNamespace", "the sandbox's process namespace is its own");
        return m;
    }

    /**
     * Checks that the override sets only allowed fields, with values that do not weaken the hardening.
     *
     * @throws IllegalArgumentException naming the first offending field and why
     */
    public static void check(Pod override) {
        JsonNode tree = JSON.valueToTree(override);
        walk(tree, "", "");
        PodSpec spec = override.getSpec();
        if (spec != null) {
            if (spec.getContainers() != null && spec.getContainers().size() > 1) {
                throw refuse("spec.containers[1]", "only the sandbox container runs in a sandbox pod");
            }
            if (spec.getContainers() != null && !spec.getContainers().isEmpty()) {
                String name = spec.getContainers().get(0).getName();
                if (name != null && !name.equals(PodSpecs.CONTAINER)) {
                    throw refuse("spec.containers[0].name", "the sandbox container is named '" + PodSpecs.CONTAINER
                            + "', got '" + name + "'");
                }
                for (EnvVar e : spec.getContainers().get(0).getEnv()) {
                    if (e.getName() == null || e.getName().startsWith("AGENTCAGE_")) {
                        throw refuse("spec.containers[0].env[" + e.getName() + "]", "AGENTCAGE_* variables are "
                                + "the runner's own (limits and sandbox markers)");
                    }
                }
            }
        }
        if (override.getMetadata() != null) {
            for (String key : keys(override.getMetadata().getLabels())) {
                if (PodLabels.isOurs(key)) {
                    throw refuse("metadata.labels." + key, "labels under " + PodLabels.PREFIX + " and "
                            + "app.kubernetes.io/ are the executor's own");
                }
            }
            for (String key : keys(override.getMetadata().getAnnotations())) {
                if (PodLabels.isOurs(key)) {
                    throw refuse("metadata.annotations." + key, "annotations under " + PodLabels.PREFIX
                            + " are the executor's own");
                }
            }
        }
    }

    private static List<String> keys(Map<String, String> map) {
        return map == null ? List.of() : new ArrayList<>(map.keySet());
    }

    private static void walk(JsonNode node, String path, String pattern) {
        if (node == null || node.isNull() || (node.isContainerNode() && node.isEmpty())) {
            return;
        }
        if (allowedSubtree(pattern)) {
            return;
        }
        if (pattern.equals("metadata.labels") || pattern.equals("metadata.annotations")
                || pattern.equals("spec.nodeSelector")) {
            checkStrings(node, path);
            return;
        }
        if (pattern.equals("spec.hostUsers")) {
            if (node.isBoolean() && !node.asBoolean()) {
                return;
            }
            throw refuse(path, "only hostUsers: false (a user namespace per pod) is allowed: it strengthens the "
                    + "sandbox");
        }
        if (pattern.equals("metadata.name") || pattern.equals("metadata.namespace")
                || pattern.equals("metadata.generateName")) {
            throw refuse(path, "the executor names its pods and uses KubernetesConfig.namespace");
        }
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String key = e.getKey();
                walk(e.getValue(), path.isEmpty() ? key : path + "." + key,
                        pattern.isEmpty() ? key : pattern + "." + key);
            }
            return;
        }
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), path + "[" + i + "]", pattern + "[]");
            }
            return;
        }
        if (!FIELDS.contains(pattern)) {
            throw refuse(path, reasonFor(pattern));
        }
    }

    private static void checkStrings(JsonNode node, String path) {
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isTextual()) {
                throw refuse(path + "." + e.getKey(), "values must be strings");
            }
        }
    }

    private static boolean allowedSubtree(String pattern) {
        for (String s : SUBTREES) {
            if (pattern.equals(s) || pattern.startsWith(s + ".") || pattern.startsWith(s + "[")) {
                return true;
            }
        }
        return false;
    }

    private static String reasonFor(String pattern) {
        for (String part : pattern.replace("[]", "").split("\\.")) {
            if (REASONS.containsKey(part)) {
                return REASONS.get(part);
            }
        }
        return "overrides may only add scheduling and metadata";
    }

    private static IllegalArgumentException refuse(String path, String why) {
        return new IllegalArgumentException("pod override '" + path + "' is not allowed: " + why
                + "; allowed: " + ALLOWED);
    }
}
