// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// A minimal smart account for sign-in tests: ERC-1271 signatures are its owner's ECDSA
/// signatures of the hash. (SimpleAccount v0.7 of the devnet has no isValidSignature.)
contract OwnedAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys OwnedAccounts with CREATE2, so an account's address is known before it exists
/// (what ERC-6492 signatures of undeployed accounts rely on).
contract OwnedAccountFactory {
    function createAccount(address owner, bytes32 salt) external returns (address) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return predicted;
        return address(new OwnedAccount{salt: salt}(owner));
    }

    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(OwnedAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
